-- AlterTable
ALTER TABLE "event_services" ADD COLUMN     "currency" TEXT,
ADD COLUMN     "price" DECIMAL(14,4),
ADD COLUMN     "variation_id" TEXT;

-- Seats of a scheduled event's tier: booked_guests is the counter the booking transaction
-- moves with a conditional UPDATE (CONTRACT 9.2). It starts from the bookings that hold seats
-- (every status but cancelled), and the check makes overbooking impossible in the database
-- itself, whatever path writes the counter (NOT VALID: rows written before are not re-checked).
UPDATE "scheduled_event_tiers" t SET "booked_guests" = COALESCE(
  (SELECT sum(e."number_of_guests") FROM "events" e WHERE e."tier_id" = t."id" AND e."status" <> 'cancelled'), 0);

ALTER TABLE "scheduled_event_tiers" ADD CONSTRAINT "scheduled_event_tiers_seats"
  CHECK ("booked_guests" >= 0 AND "booked_guests" <= "max_capacity") NOT VALID;
