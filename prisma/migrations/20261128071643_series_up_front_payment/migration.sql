-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "series_id" TEXT;

-- CreateTable
CREATE TABLE "payment_shares" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "amount" DECIMAL(14,4) NOT NULL,
    "refunded" DECIMAL(14,4),
    "returned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_shares_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateIndex
CREATE INDEX "payment_shares_company_id_payment_id_idx" ON "payment_shares"("company_id", "payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_shares_company_id_event_id_key" ON "payment_shares"("company_id", "event_id");

-- CreateIndex
CREATE INDEX "payments_company_id_series_id_idx" ON "payments"("company_id", "series_id");

-- AddForeignKey
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_company_id_payment_id_fkey" FOREIGN KEY ("company_id", "payment_id") REFERENCES "payments"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payment_shares" ADD CONSTRAINT "payment_shares_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_series_id_fkey" FOREIGN KEY ("company_id", "series_id") REFERENCES "series"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;
