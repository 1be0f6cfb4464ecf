-- AlterTable
ALTER TABLE "time_slot_reservations" ADD COLUMN     "segments" JSONB;
