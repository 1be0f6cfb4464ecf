-- CreateTable
CREATE TABLE "booking_links" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_links_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateIndex
CREATE INDEX "booking_links_company_id_event_id_idx" ON "booking_links"("company_id", "event_id");

-- AddForeignKey
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
