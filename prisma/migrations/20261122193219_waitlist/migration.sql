-- CreateEnum
CREATE TYPE "WaitlistEntryStatus" AS ENUM ('waiting', 'offered', 'booked', 'expired', 'cancelled');

-- CreateEnum
CREATE TYPE "BookingOfferStatus" AS ENUM ('pending', 'accepted', 'declined', 'expired', 'withdrawn');

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "marketplace_user_id" TEXT,
    "event_type_ids" TEXT[],
    "number_of_guests" INTEGER NOT NULL DEFAULT 1,
    "employee_id" TEXT,
    "dates" JSONB NOT NULL,
    "first_date" DATE NOT NULL,
    "last_date" DATE NOT NULL,
    "customer_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "status" "WaitlistEntryStatus" NOT NULL DEFAULT 'waiting',
    "offer_id" TEXT,
    "event_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_offers" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "waitlist_entry_id" TEXT NOT NULL,
    "reservation_id" TEXT NOT NULL,
    "event_type_ids" TEXT[],
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "employee_id" TEXT,
    "space_id" TEXT,
    "number_of_guests" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "BookingOfferStatus" NOT NULL DEFAULT 'pending',
    "origin" TEXT NOT NULL,
    "event_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_triggers" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_triggers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "waitlist_entries_company_id_status_created_at_idx" ON "waitlist_entries"("company_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "waitlist_entries_company_id_last_date_idx" ON "waitlist_entries"("company_id", "last_date");

-- CreateIndex
CREATE INDEX "waitlist_entries_marketplace_user_id_idx" ON "waitlist_entries"("marketplace_user_id");

-- CreateIndex
CREATE INDEX "booking_offers_company_id_status_expires_at_idx" ON "booking_offers"("company_id", "status", "expires_at");

-- CreateIndex
CREATE INDEX "booking_offers_waitlist_entry_id_starts_at_idx" ON "booking_offers"("waitlist_entry_id", "starts_at");

-- CreateIndex
CREATE INDEX "booking_offers_status_expires_at_idx" ON "booking_offers"("status", "expires_at");

-- CreateIndex
CREATE INDEX "waitlist_triggers_company_id_idx" ON "waitlist_triggers"("company_id");

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_waitlist_entry_id_fkey" FOREIGN KEY ("waitlist_entry_id") REFERENCES "waitlist_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_triggers" ADD CONSTRAINT "waitlist_triggers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;
