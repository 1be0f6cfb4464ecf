-- Tenant primary keys (issue 17, docs/scaling.md "What changes in the deployment", step 2).
-- Every distributed table is keyed by (company_id, id), and every foreign key between two of
-- them is (company_id, x_id) -> (company_id, id), so Citus can keep it (both sides name the
-- distribution column in the same position). Order: the foreign keys that depend on the old
-- keys are dropped, the primary keys swapped, then the keys recreated (existing rows are kept).
-- A row that references another company's row stops the migration first, naming the key.
-- Hand edits to what Prisma wrote: ON DELETE SET NULL names its column, SET NULL ("x_id")
-- (PostgreSQL 15 and later), or deleting the referenced row would null company_id as well,
-- which is NOT NULL. Prisma cannot write the column list and reads it back as SetNull.
-- ON UPDATE is NO ACTION (Citus refuses ON UPDATE CASCADE on a key holding the distribution
-- column, and ids never change). The keys from settlement_accounts to employees and from
-- outbox_messages to customers are dropped, as Citus cannot keep a key from a reference or
-- local table to a distributed one: the application keeps those rules (docs/scaling.md).
-- Tables loaded by id alone get a plain index on id.

-- Before anything changes: a row that references another company's row (the application never
-- writes one, the old single-column keys allowed it) would make its new key fail halfway, and the
-- migration engine runs the statements one by one, outside a transaction. Named here instead.
DO E'DECLARE bad text\073
BEGIN
  SELECT string_agg(k, '', '') INTO bad FROM (
    SELECT ''voucher_redemptions.voucher_id'' AS k WHERE EXISTS (SELECT 1 FROM "voucher_redemptions" x JOIN "vouchers" y ON y."id" = x."voucher_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''voucher_redemptions.event_id'' AS k WHERE EXISTS (SELECT 1 FROM "voucher_redemptions" x JOIN "events" y ON y."id" = x."event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''resources.resource_group_id'' AS k WHERE EXISTS (SELECT 1 FROM "resources" x JOIN "resource_groups" y ON y."id" = x."resource_group_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_type_categories.event_type_category_group_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_type_categories" x JOIN "event_type_category_groups" y ON y."id" = x."event_type_category_group_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_types.event_type_category_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_types" x JOIN "event_type_categories" y ON y."id" = x."event_type_category_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_types.event_type_category_group_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_types" x JOIN "event_type_category_groups" y ON y."id" = x."event_type_category_group_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_type_groups.parent_event_type_group_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_type_groups" x JOIN "event_type_groups" y ON y."id" = x."parent_event_type_group_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_type_group_items.event_type_group_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_type_group_items" x JOIN "event_type_groups" y ON y."id" = x."event_type_group_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_type_group_items.event_type_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_type_group_items" x JOIN "event_types" y ON y."id" = x."event_type_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''events.employee_id'' AS k WHERE EXISTS (SELECT 1 FROM "events" x JOIN "employees" y ON y."id" = x."employee_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''events.space_id'' AS k WHERE EXISTS (SELECT 1 FROM "events" x JOIN "resources" y ON y."id" = x."space_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''events.customer_id'' AS k WHERE EXISTS (SELECT 1 FROM "events" x JOIN "customers" y ON y."id" = x."customer_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''events.scheduled_event_id'' AS k WHERE EXISTS (SELECT 1 FROM "events" x JOIN "scheduled_events" y ON y."id" = x."scheduled_event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''events.tier_id'' AS k WHERE EXISTS (SELECT 1 FROM "events" x JOIN "scheduled_event_tiers" y ON y."id" = x."tier_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_services.event_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_services" x JOIN "events" y ON y."id" = x."event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_services.event_type_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_services" x JOIN "event_types" y ON y."id" = x."event_type_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_services.employee_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_services" x JOIN "employees" y ON y."id" = x."employee_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''event_services.resource_id'' AS k WHERE EXISTS (SELECT 1 FROM "event_services" x JOIN "resources" y ON y."id" = x."resource_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''occupancies.event_id'' AS k WHERE EXISTS (SELECT 1 FROM "occupancies" x JOIN "events" y ON y."id" = x."event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''occupancies.time_slot_reservation_id'' AS k WHERE EXISTS (SELECT 1 FROM "occupancies" x JOIN "time_slot_reservations" y ON y."id" = x."time_slot_reservation_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''occupancies.employee_id'' AS k WHERE EXISTS (SELECT 1 FROM "occupancies" x JOIN "employees" y ON y."id" = x."employee_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''occupancies.resource_id'' AS k WHERE EXISTS (SELECT 1 FROM "occupancies" x JOIN "resources" y ON y."id" = x."resource_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''time_slot_reservations.employee_id'' AS k WHERE EXISTS (SELECT 1 FROM "time_slot_reservations" x JOIN "employees" y ON y."id" = x."employee_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''time_slot_reservations.space_id'' AS k WHERE EXISTS (SELECT 1 FROM "time_slot_reservations" x JOIN "resources" y ON y."id" = x."space_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''time_slot_reservations.event_id'' AS k WHERE EXISTS (SELECT 1 FROM "time_slot_reservations" x JOIN "events" y ON y."id" = x."event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''scheduled_event_tiers.scheduled_event_id'' AS k WHERE EXISTS (SELECT 1 FROM "scheduled_event_tiers" x JOIN "scheduled_events" y ON y."id" = x."scheduled_event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''payments.customer_id'' AS k WHERE EXISTS (SELECT 1 FROM "payments" x JOIN "customers" y ON y."id" = x."customer_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''payments.employee_id'' AS k WHERE EXISTS (SELECT 1 FROM "payments" x JOIN "employees" y ON y."id" = x."employee_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''payments.event_id'' AS k WHERE EXISTS (SELECT 1 FROM "payments" x JOIN "events" y ON y."id" = x."event_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''payments.voucher_id'' AS k WHERE EXISTS (SELECT 1 FROM "payments" x JOIN "vouchers" y ON y."id" = x."voucher_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''payments.settlement_id'' AS k WHERE EXISTS (SELECT 1 FROM "payments" x JOIN "settlements" y ON y."id" = x."settlement_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''voucher_templates.event_type_id'' AS k WHERE EXISTS (SELECT 1 FROM "voucher_templates" x JOIN "event_types" y ON y."id" = x."event_type_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''vouchers.template_id'' AS k WHERE EXISTS (SELECT 1 FROM "vouchers" x JOIN "voucher_templates" y ON y."id" = x."template_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''vouchers.customer_id'' AS k WHERE EXISTS (SELECT 1 FROM "vouchers" x JOIN "customers" y ON y."id" = x."customer_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''rules.rule_set_id'' AS k WHERE EXISTS (SELECT 1 FROM "rules" x JOIN "rule_sets" y ON y."id" = x."rule_set_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''webhook_deliveries.webhook_id'' AS k WHERE EXISTS (SELECT 1 FROM "webhook_deliveries" x JOIN "webhook_endpoints" y ON y."id" = x."webhook_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''webhook_deliveries.message_id'' AS k WHERE EXISTS (SELECT 1 FROM "webhook_deliveries" x JOIN "webhook_messages" y ON y."id" = x."message_id" WHERE y."company_id" <> x."company_id")
    UNION ALL
    SELECT ''booking_offers.waitlist_entry_id'' AS k WHERE EXISTS (SELECT 1 FROM "booking_offers" x JOIN "waitlist_entries" y ON y."id" = x."waitlist_entry_id" WHERE y."company_id" <> x."company_id")
  ) t\073
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION ''tenant_primary_keys: rows reference another company''''s row through %'', bad\073
  END IF\073
END';

-- DropForeignKey
ALTER TABLE "booking_offers" DROP CONSTRAINT "booking_offers_waitlist_entry_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_event_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_event_type_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_resource_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_categories" DROP CONSTRAINT "event_type_categories_event_type_category_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_group_items" DROP CONSTRAINT "event_type_group_items_event_type_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_group_items" DROP CONSTRAINT "event_type_group_items_event_type_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_groups" DROP CONSTRAINT "event_type_groups_parent_event_type_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_event_type_category_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_event_type_category_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_scheduled_event_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_space_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_tier_id_fkey";

-- DropForeignKey
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_event_id_fkey";

-- DropForeignKey
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_resource_id_fkey";

-- DropForeignKey
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_time_slot_reservation_id_fkey";

-- DropForeignKey
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_event_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_settlement_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_voucher_id_fkey";

-- DropForeignKey
ALTER TABLE "resources" DROP CONSTRAINT "resources_resource_group_id_fkey";

-- DropForeignKey
ALTER TABLE "rules" DROP CONSTRAINT "rules_rule_set_id_fkey";

-- DropForeignKey
ALTER TABLE "scheduled_event_tiers" DROP CONSTRAINT "scheduled_event_tiers_scheduled_event_id_fkey";

-- DropForeignKey
ALTER TABLE "settlement_accounts" DROP CONSTRAINT "settlement_accounts_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_event_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_space_id_fkey";

-- DropForeignKey
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_event_id_fkey";

-- DropForeignKey
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_voucher_id_fkey";

-- DropForeignKey
ALTER TABLE "voucher_templates" DROP CONSTRAINT "voucher_templates_event_type_id_fkey";

-- DropForeignKey
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_template_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_message_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_webhook_id_fkey";

-- AlterTable
ALTER TABLE "activities" DROP CONSTRAINT "activities_pkey",
ADD CONSTRAINT "activities_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "booking_offers" DROP CONSTRAINT "booking_offers_pkey",
ADD CONSTRAINT "booking_offers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "company_ambiences" DROP CONSTRAINT "company_ambiences_pkey",
ADD CONSTRAINT "company_ambiences_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "company_company_types" DROP CONSTRAINT "company_company_types_pkey",
ADD CONSTRAINT "company_company_types_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "company_cuisines" DROP CONSTRAINT "company_cuisines_pkey",
ADD CONSTRAINT "company_cuisines_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "company_dietaries" DROP CONSTRAINT "company_dietaries_pkey",
ADD CONSTRAINT "company_dietaries_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "company_service_types" DROP CONSTRAINT "company_service_types_pkey",
ADD CONSTRAINT "company_service_types_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey",
ADD CONSTRAINT "customers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey",
ADD CONSTRAINT "employees_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_pkey",
ADD CONSTRAINT "event_services_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_type_categories" DROP CONSTRAINT "event_type_categories_pkey",
ADD CONSTRAINT "event_type_categories_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_type_category_groups" DROP CONSTRAINT "event_type_category_groups_pkey",
ADD CONSTRAINT "event_type_category_groups_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_type_group_items" DROP CONSTRAINT "event_type_group_items_pkey",
ADD CONSTRAINT "event_type_group_items_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_type_groups" DROP CONSTRAINT "event_type_groups_pkey",
ADD CONSTRAINT "event_type_groups_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_pkey",
ADD CONSTRAINT "event_types_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "events" DROP CONSTRAINT "events_pkey",
ADD CONSTRAINT "events_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "fiscalization_onboardings" DROP CONSTRAINT "fiscalization_onboardings_pkey",
ADD CONSTRAINT "fiscalization_onboardings_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_pkey",
ADD CONSTRAINT "occupancies_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey",
ADD CONSTRAINT "payments_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "resource_groups" DROP CONSTRAINT "resource_groups_pkey",
ADD CONSTRAINT "resource_groups_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "resources" DROP CONSTRAINT "resources_pkey",
ADD CONSTRAINT "resources_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "rule_sets" DROP CONSTRAINT "rule_sets_pkey",
ADD CONSTRAINT "rule_sets_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "rules" DROP CONSTRAINT "rules_pkey",
ADD CONSTRAINT "rules_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "scheduled_event_tiers" DROP CONSTRAINT "scheduled_event_tiers_pkey",
ADD CONSTRAINT "scheduled_event_tiers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "scheduled_events" DROP CONSTRAINT "scheduled_events_pkey",
ADD CONSTRAINT "scheduled_events_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_pkey",
ADD CONSTRAINT "settlements_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_pkey",
ADD CONSTRAINT "time_slot_reservations_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_pkey",
ADD CONSTRAINT "voucher_redemptions_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "voucher_templates" DROP CONSTRAINT "voucher_templates_pkey",
ADD CONSTRAINT "voucher_templates_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_pkey",
ADD CONSTRAINT "vouchers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_pkey",
ADD CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "waitlist_triggers" DROP CONSTRAINT "waitlist_triggers_pkey",
ADD CONSTRAINT "waitlist_triggers_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey",
ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_pkey",
ADD CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("company_id", "id");

-- AlterTable
ALTER TABLE "webhook_messages" DROP CONSTRAINT "webhook_messages_pkey",
ADD CONSTRAINT "webhook_messages_pkey" PRIMARY KEY ("company_id", "id");

-- CreateIndex
CREATE INDEX "booking_offers_id_idx" ON "booking_offers"("id");

-- CreateIndex
CREATE INDEX "customers_id_idx" ON "customers"("id");

-- CreateIndex
CREATE INDEX "employees_id_idx" ON "employees"("id");

-- CreateIndex
CREATE INDEX "event_type_categories_id_idx" ON "event_type_categories"("id");

-- CreateIndex
CREATE INDEX "event_type_category_groups_id_idx" ON "event_type_category_groups"("id");

-- CreateIndex
CREATE INDEX "event_type_groups_id_idx" ON "event_type_groups"("id");

-- CreateIndex
CREATE INDEX "event_types_id_idx" ON "event_types"("id");

-- CreateIndex
CREATE INDEX "events_id_idx" ON "events"("id");

-- CreateIndex
CREATE INDEX "payments_id_idx" ON "payments"("id");

-- CreateIndex
CREATE INDEX "resource_groups_id_idx" ON "resource_groups"("id");

-- CreateIndex
CREATE INDEX "resources_id_idx" ON "resources"("id");

-- CreateIndex
CREATE INDEX "rule_sets_id_idx" ON "rule_sets"("id");

-- CreateIndex
CREATE INDEX "scheduled_event_tiers_id_idx" ON "scheduled_event_tiers"("id");

-- CreateIndex
CREATE INDEX "scheduled_events_id_idx" ON "scheduled_events"("id");

-- CreateIndex
CREATE INDEX "settlements_id_idx" ON "settlements"("id");

-- CreateIndex
CREATE INDEX "time_slot_reservations_id_idx" ON "time_slot_reservations"("id");

-- CreateIndex
CREATE INDEX "voucher_templates_id_idx" ON "voucher_templates"("id");

-- CreateIndex
CREATE INDEX "vouchers_id_idx" ON "vouchers"("id");

-- CreateIndex
CREATE INDEX "waitlist_entries_id_idx" ON "waitlist_entries"("id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_id_idx" ON "webhook_deliveries"("id");

-- CreateIndex
CREATE INDEX "webhook_endpoints_id_idx" ON "webhook_endpoints"("id");

-- CreateIndex
CREATE INDEX "webhook_messages_id_idx" ON "webhook_messages"("id");

-- AddForeignKey
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_company_id_voucher_id_fkey" FOREIGN KEY ("company_id", "voucher_id") REFERENCES "vouchers"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_resource_group_id_fkey" FOREIGN KEY ("company_id", "resource_group_id") REFERENCES "resource_groups"("company_id", "id") ON DELETE SET NULL ("resource_group_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_categories" ADD CONSTRAINT "event_type_categories_company_id_event_type_category_group_fkey" FOREIGN KEY ("company_id", "event_type_category_group_id") REFERENCES "event_type_category_groups"("company_id", "id") ON DELETE SET NULL ("event_type_category_group_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_event_type_category_id_fkey" FOREIGN KEY ("company_id", "event_type_category_id") REFERENCES "event_type_categories"("company_id", "id") ON DELETE SET NULL ("event_type_category_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_event_type_category_group_id_fkey" FOREIGN KEY ("company_id", "event_type_category_group_id") REFERENCES "event_type_category_groups"("company_id", "id") ON DELETE SET NULL ("event_type_category_group_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_groups" ADD CONSTRAINT "event_type_groups_company_id_parent_event_type_group_id_fkey" FOREIGN KEY ("company_id", "parent_event_type_group_id") REFERENCES "event_type_groups"("company_id", "id") ON DELETE SET NULL ("parent_event_type_group_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_company_id_event_type_group_id_fkey" FOREIGN KEY ("company_id", "event_type_group_id") REFERENCES "event_type_groups"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_company_id_event_type_id_fkey" FOREIGN KEY ("company_id", "event_type_id") REFERENCES "event_types"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE SET NULL ("employee_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_space_id_fkey" FOREIGN KEY ("company_id", "space_id") REFERENCES "resources"("company_id", "id") ON DELETE SET NULL ("space_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE SET NULL ("customer_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_scheduled_event_id_fkey" FOREIGN KEY ("company_id", "scheduled_event_id") REFERENCES "scheduled_events"("company_id", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_tier_id_fkey" FOREIGN KEY ("company_id", "tier_id") REFERENCES "scheduled_event_tiers"("company_id", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_event_type_id_fkey" FOREIGN KEY ("company_id", "event_type_id") REFERENCES "event_types"("company_id", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE SET NULL ("employee_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_resource_id_fkey" FOREIGN KEY ("company_id", "resource_id") REFERENCES "resources"("company_id", "id") ON DELETE SET NULL ("resource_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_time_slot_reservation_id_fkey" FOREIGN KEY ("company_id", "time_slot_reservation_id") REFERENCES "time_slot_reservations"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_resource_id_fkey" FOREIGN KEY ("company_id", "resource_id") REFERENCES "resources"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE SET NULL ("employee_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_space_id_fkey" FOREIGN KEY ("company_id", "space_id") REFERENCES "resources"("company_id", "id") ON DELETE SET NULL ("space_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE SET NULL ("event_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "scheduled_event_tiers" ADD CONSTRAINT "scheduled_event_tiers_company_id_scheduled_event_id_fkey" FOREIGN KEY ("company_id", "scheduled_event_id") REFERENCES "scheduled_events"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE SET NULL ("customer_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE SET NULL ("employee_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE SET NULL ("event_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_voucher_id_fkey" FOREIGN KEY ("company_id", "voucher_id") REFERENCES "vouchers"("company_id", "id") ON DELETE SET NULL ("voucher_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_settlement_id_fkey" FOREIGN KEY ("company_id", "settlement_id") REFERENCES "settlements"("company_id", "id") ON DELETE SET NULL ("settlement_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_company_id_event_type_id_fkey" FOREIGN KEY ("company_id", "event_type_id") REFERENCES "event_types"("company_id", "id") ON DELETE SET NULL ("event_type_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_template_id_fkey" FOREIGN KEY ("company_id", "template_id") REFERENCES "voucher_templates"("company_id", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE SET NULL ("customer_id") ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_rule_set_id_fkey" FOREIGN KEY ("company_id", "rule_set_id") REFERENCES "rule_sets"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_webhook_id_fkey" FOREIGN KEY ("company_id", "webhook_id") REFERENCES "webhook_endpoints"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_message_id_fkey" FOREIGN KEY ("company_id", "message_id") REFERENCES "webhook_messages"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_company_id_waitlist_entry_id_fkey" FOREIGN KEY ("company_id", "waitlist_entry_id") REFERENCES "waitlist_entries"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
