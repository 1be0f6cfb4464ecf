-- AlterTable
ALTER TABLE "events" ADD COLUMN     "prepayment_terms" JSONB;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "provider_refunded" DECIMAL(14,4);
