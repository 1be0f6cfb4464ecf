-- AlterTable
ALTER TABLE "events" ADD COLUMN     "series_id" TEXT;

-- CreateTable
CREATE TABLE "series" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "rrule" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "event_type_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "employee_id" TEXT,
    "space_id" TEXT,
    "customer_id" TEXT,
    "marketplace_user_id" TEXT,
    "number_of_guests" INTEGER NOT NULL DEFAULT 1,
    "origin" "event_origin" NOT NULL DEFAULT 'hq',
    "on_conflict" TEXT NOT NULL DEFAULT 'refuse',
    "skipped" JSONB NOT NULL DEFAULT '[]',
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "series_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateIndex
CREATE INDEX "series_company_id_starts_at_idx" ON "series"("company_id", "starts_at");

-- CreateIndex
CREATE INDEX "series_id_idx" ON "series"("id");

-- CreateIndex
CREATE INDEX "events_company_id_series_id_starts_at_idx" ON "events"("company_id", "series_id", "starts_at");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_series_id_fkey" FOREIGN KEY ("company_id", "series_id") REFERENCES "series"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "series" ADD CONSTRAINT "series_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- A series is an HQ write like its occurrences (docs/audit.md): its creation and its
-- cancellation are in the trail with their actor, and each occurrence is recorded as an event.
CREATE TRIGGER "series_audit" AFTER INSERT OR UPDATE OR DELETE ON "series"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
