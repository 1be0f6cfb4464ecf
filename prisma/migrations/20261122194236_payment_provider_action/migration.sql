-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "provider_action" TEXT;

-- CreateIndex
CREATE INDEX "payments_provider_action_idx" ON "payments"("provider_action");
