-- Packages and memberships (docs/packages.md): the products a company sells, what its customers
-- hold, the credits bookings take, and which booking and payment each belongs to. The keys that
-- hold company_id have no ON DELETE SET NULL (docs/scaling.md): a customer's merge moves their
-- packages, their erasure unlinks them. Hand-written: the audit triggers at the end.

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "customer_package_id" TEXT;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "customer_package_id" TEXT;

-- CreateTable
CREATE TABLE "package_products" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "currency" TEXT NOT NULL,
    "price" DECIMAL(14,4) NOT NULL,
    "marketplace" BOOLEAN NOT NULL DEFAULT false,
    "event_type_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "event_type_group_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "scheduled_event_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "all_classes" BOOLEAN NOT NULL DEFAULT false,
    "credits" INTEGER,
    "validity_months" INTEGER,
    "shareable" BOOLEAN NOT NULL DEFAULT false,
    "period" TEXT,
    "cancellation" TEXT,
    "notice_days" INTEGER,
    "refunds" TEXT NOT NULL DEFAULT 'unused',
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "package_products_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateTable
CREATE TABLE "customer_packages" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "product_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "customer_id" TEXT,
    "marketplace_user_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "title" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL,
    "price" DECIMAL(14,4) NOT NULL,
    "terms" JSONB NOT NULL,
    "credits_total" INTEGER,
    "credits_used" INTEGER NOT NULL DEFAULT 0,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "cancel_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "provider" TEXT,
    "provider_customer_ref" TEXT,
    "provider_subscription_ref" TEXT,
    "renewal_method" TEXT,
    "renewal_failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_packages_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateTable
CREATE TABLE "package_credits" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "customer_package_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "returned_at" TIMESTAMPTZ(3),
    "kept" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "package_credits_pkey" PRIMARY KEY ("company_id","id")
);

-- CreateIndex
CREATE INDEX "package_products_company_id_created_at_idx" ON "package_products"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "package_products_id_idx" ON "package_products"("id");

-- CreateIndex
CREATE INDEX "customer_packages_company_id_customer_id_idx" ON "customer_packages"("company_id", "customer_id");

-- CreateIndex
CREATE INDEX "customer_packages_company_id_status_ends_at_idx" ON "customer_packages"("company_id", "status", "ends_at");

-- CreateIndex
CREATE INDEX "customer_packages_marketplace_user_id_idx" ON "customer_packages"("marketplace_user_id");

-- CreateIndex
CREATE INDEX "customer_packages_id_idx" ON "customer_packages"("id");

-- CreateIndex
CREATE INDEX "package_credits_company_id_customer_package_id_idx" ON "package_credits"("company_id", "customer_package_id");

-- CreateIndex
CREATE INDEX "package_credits_company_id_event_id_idx" ON "package_credits"("company_id", "event_id");

-- CreateIndex
CREATE INDEX "payments_company_id_customer_package_id_idx" ON "payments"("company_id", "customer_package_id");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_customer_package_id_fkey" FOREIGN KEY ("company_id", "customer_package_id") REFERENCES "customer_packages"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_customer_package_id_fkey" FOREIGN KEY ("company_id", "customer_package_id") REFERENCES "customer_packages"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_company_id_product_id_fkey" FOREIGN KEY ("company_id", "product_id") REFERENCES "package_products"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_company_id_customer_package_id_fkey" FOREIGN KEY ("company_id", "customer_package_id") REFERENCES "customer_packages"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- Every HQ write leaves an activity with its actor (docs/audit.md): the products, the packages
-- and memberships customers hold (bought, renewed, paused, cancelled, refunded) and each credit a
-- booking takes or gives back, in the transaction of the change.
CREATE TRIGGER "package_products_audit" AFTER INSERT OR UPDATE OR DELETE ON "package_products"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER "customer_packages_audit" AFTER INSERT OR UPDATE OR DELETE ON "customer_packages"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER "package_credits_audit" AFTER INSERT OR UPDATE OR DELETE ON "package_credits"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
