-- A booking reads the segments of each busy event and hold near its time by the owner,
-- (company_id, event_id) or (company_id, time_slot_reservation_id). With an index on the owner
-- alone the generic plan, made for the average company, took the company index and filtered
-- every occupancy row of the company for each owner (2,211 rows per busy event when the bench
-- company had 2,200 bookings). Keyed by company first, the index matches both conditions, the
-- foreign keys to events and holds, and the shard of a distributed table.

-- DropIndex
DROP INDEX "occupancies_event_id_idx";

-- DropIndex
DROP INDEX "occupancies_time_slot_reservation_id_idx";

-- CreateIndex
CREATE INDEX "occupancies_company_id_event_id_idx" ON "occupancies"("company_id", "event_id");

-- CreateIndex
CREATE INDEX "occupancies_company_id_time_slot_reservation_id_idx" ON "occupancies"("company_id", "time_slot_reservation_id");
