-- DropIndex
DROP INDEX "time_slot_reservations_event_id_key";

-- CreateIndex
CREATE INDEX "time_slot_reservations_event_id_idx" ON "time_slot_reservations"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "time_slot_reservations_company_id_event_id_key" ON "time_slot_reservations"("company_id", "event_id");
