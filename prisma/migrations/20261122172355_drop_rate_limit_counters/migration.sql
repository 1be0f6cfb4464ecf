-- DropTable
DROP TABLE "rate_limit_counters";
