-- DropIndex
DROP INDEX "event_services_event_id_order_key";

-- DropIndex
DROP INDEX "event_type_group_items_event_type_group_id_event_type_id_key";

-- DropIndex
DROP INDEX "vouchers_code_key";

-- CreateIndex
CREATE INDEX "event_services_event_id_idx" ON "event_services"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_services_company_id_event_id_order_key" ON "event_services"("company_id", "event_id", "order");

-- CreateIndex
CREATE INDEX "event_type_group_items_event_type_group_id_idx" ON "event_type_group_items"("event_type_group_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_type_group_items_company_id_event_type_group_id_event_key" ON "event_type_group_items"("company_id", "event_type_group_id", "event_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "vouchers_company_id_code_key" ON "vouchers"("company_id", "code");
