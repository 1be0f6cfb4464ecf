-- AlterTable
ALTER TABLE "events" ADD COLUMN     "cancellation_policy" JSONB;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "refunded_amount" DECIMAL(14,4);
