-- DropIndex
DROP INDEX "customers_company_id_created_at_idx";

-- DropIndex
DROP INDEX "events_company_id_created_at_idx";

-- DropIndex
DROP INDEX "events_company_id_starts_at_idx";

-- CreateIndex
CREATE INDEX "customers_company_id_created_at_id_idx" ON "customers"("company_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "events_company_id_starts_at_id_idx" ON "events"("company_id", "starts_at", "id");

-- CreateIndex
CREATE INDEX "events_company_id_created_at_id_idx" ON "events"("company_id", "created_at", "id");
