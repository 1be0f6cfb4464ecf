-- AlterTable
ALTER TABLE "events" ADD COLUMN     "series_occurrence_at" TIMESTAMPTZ(3),
ADD COLUMN     "series_overrides" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "series_marketplace_user_id_starts_at_idx" ON "series"("marketplace_user_id", "starts_at");

-- Hand-written: the occurrences booked before this migration were never moved (nothing could
-- move one as part of its series), so each stands for the rule's start it has.
UPDATE "events" SET "series_occurrence_at" = "starts_at" WHERE "series_id" IS NOT NULL;
