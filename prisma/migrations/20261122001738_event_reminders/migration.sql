-- AlterTable
ALTER TABLE "events" ADD COLUMN     "reminder_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "reminder_starts_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "events_starts_at_idx" ON "events"("starts_at");
