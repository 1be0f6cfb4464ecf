-- CreateTable
CREATE TABLE "live_stream_leases" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "token_id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "live_stream_leases_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateTable
CREATE TABLE "attempt_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "locked_until" TIMESTAMPTZ(3),
    "refused" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "attempt_counters_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "marketplace_signups" (
    "id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "marketplace_signups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_stream_leases_token_id_expires_at_idx" ON "live_stream_leases"("token_id", "expires_at");

-- CreateIndex
CREATE INDEX "live_stream_leases_company_id_expires_at_idx" ON "live_stream_leases"("company_id", "expires_at");

-- CreateIndex
CREATE INDEX "attempt_counters_window_start_idx" ON "attempt_counters"("window_start");

-- CreateIndex
CREATE UNIQUE INDEX "marketplace_signups_token_hash_key" ON "marketplace_signups"("token_hash");

-- CreateIndex
CREATE INDEX "marketplace_signups_email_idx" ON "marketplace_signups"("email");

-- CreateIndex
CREATE INDEX "marketplace_signups_expires_at_idx" ON "marketplace_signups"("expires_at");
