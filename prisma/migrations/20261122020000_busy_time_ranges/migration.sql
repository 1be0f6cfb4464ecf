-- Busy time of a window (time slots, booking checks, the answer stamp) is found by range
-- overlap: tstzrange(starts_at, ends_at, '[]') && the window. A btree on starts_at can bound
-- only one side, so it read every earlier event of the company. These GiST indexes (btree_gist
-- for company_id) read just the events and holds that meet the window, however long the
-- history. Closed bounds keep zero-length rows findable.
CREATE INDEX "events_company_id_time_range_idx" ON "events"
  USING gist ("company_id", tstzrange("starts_at", "ends_at", '[]'));

CREATE INDEX "time_slot_reservations_company_id_time_range_idx" ON "time_slot_reservations"
  USING gist ("company_id", tstzrange("starts_at", "ends_at", '[]'));
