-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_company_id_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_company_id_resource_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_categories" DROP CONSTRAINT "event_type_categories_company_id_event_type_category_group_fkey";

-- DropForeignKey
ALTER TABLE "event_type_groups" DROP CONSTRAINT "event_type_groups_company_id_parent_event_type_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_company_id_event_type_category_group_id_fkey";

-- DropForeignKey
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_company_id_event_type_category_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_company_id_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_company_id_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_company_id_space_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_event_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_settlement_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_voucher_id_fkey";

-- DropForeignKey
ALTER TABLE "resources" DROP CONSTRAINT "resources_company_id_resource_group_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_company_id_employee_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_company_id_event_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_company_id_space_id_fkey";

-- DropForeignKey
ALTER TABLE "voucher_templates" DROP CONSTRAINT "voucher_templates_company_id_event_type_id_fkey";

-- DropForeignKey
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_company_id_customer_id_fkey";

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_resource_group_id_fkey" FOREIGN KEY ("company_id", "resource_group_id") REFERENCES "resource_groups"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_categories" ADD CONSTRAINT "event_type_categories_company_id_event_type_category_group_fkey" FOREIGN KEY ("company_id", "event_type_category_group_id") REFERENCES "event_type_category_groups"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_event_type_category_id_fkey" FOREIGN KEY ("company_id", "event_type_category_id") REFERENCES "event_type_categories"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_event_type_category_group_id_fkey" FOREIGN KEY ("company_id", "event_type_category_group_id") REFERENCES "event_type_category_groups"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_groups" ADD CONSTRAINT "event_type_groups_company_id_parent_event_type_group_id_fkey" FOREIGN KEY ("company_id", "parent_event_type_group_id") REFERENCES "event_type_groups"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_space_id_fkey" FOREIGN KEY ("company_id", "space_id") REFERENCES "resources"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_resource_id_fkey" FOREIGN KEY ("company_id", "resource_id") REFERENCES "resources"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_space_id_fkey" FOREIGN KEY ("company_id", "space_id") REFERENCES "resources"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_employee_id_fkey" FOREIGN KEY ("company_id", "employee_id") REFERENCES "employees"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_event_id_fkey" FOREIGN KEY ("company_id", "event_id") REFERENCES "events"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_voucher_id_fkey" FOREIGN KEY ("company_id", "voucher_id") REFERENCES "vouchers"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_settlement_id_fkey" FOREIGN KEY ("company_id", "settlement_id") REFERENCES "settlements"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_company_id_event_type_id_fkey" FOREIGN KEY ("company_id", "event_type_id") REFERENCES "event_types"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_customer_id_fkey" FOREIGN KEY ("company_id", "customer_id") REFERENCES "customers"("company_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- Hand-written (issue 35, docs/scaling.md, "Keys that clear their reference"). Nothing below is
-- in schema.prisma (Prisma does not read triggers).
--
-- The 20 keys above were ON DELETE SET NULL (x_id) (migration tenant_primary_keys): deleting the
-- referenced row cleared x_id and kept company_id. Citus refuses ON DELETE SET NULL or SET
-- DEFAULT on any key that holds the distribution column, with or without a column list (its
-- EnsureSupportedFKeyOnDistKey reads confdeltype only, in 13.0.5 as in 14.0.1), so on a cluster
-- those keys could only come back as NO ACTION and deleting such a row failed there (23503).
-- Now the keys are NO ACTION on every database, and the clearing is a trigger on the referenced
-- table: after a row is deleted, clear_reference(<table>, <column>) sets the column to NULL in the
-- referencing rows of the same company, and nothing else. Same behaviour on one PostgreSQL and
-- on Citus, where the trigger runs on the worker holding the deleted row's shard and its UPDATE,
-- pinned to that company, goes to the co-located shard on the same node (Citus allows a trigger
-- on a shard to run local tasks on co-located shards).
--
-- Each trigger is an AFTER ROW trigger named "Clear <table>.<column>": a key's NO ACTION check is
-- the internal AFTER ROW trigger "RI_ConstraintTrigger_a_<oid>" on the same table, and triggers
-- of one event fire in the order of their names ("C" before "R"), so the references are cleared
-- before the check looks for them. AFTER, not BEFORE: a BEFORE trigger that updates a row the
-- same DELETE then deletes (a group and its child group deleted together) fails with "tuple to be
-- updated or deleted was already modified by an operation triggered by the current command".
-- The referencing table is named in the deleted row's schema (TG_TABLE_SCHEMA), so the function
-- needs no search path on a worker either.
--
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).
CREATE FUNCTION clear_reference() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  EXECUTE format(''UPDATE %I.%I SET %I = NULL WHERE company_id = $1 AND %I = $2'',
                 TG_TABLE_SCHEMA, TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
    USING OLD.company_id, OLD.id\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "Clear resources.resource_group_id" AFTER DELETE ON "resource_groups" FOR EACH ROW EXECUTE FUNCTION clear_reference('resources', 'resource_group_id');

CREATE TRIGGER "Clear event_type_categories.event_type_category_group_id" AFTER DELETE ON "event_type_category_groups" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_type_categories', 'event_type_category_group_id');

CREATE TRIGGER "Clear event_types.event_type_category_group_id" AFTER DELETE ON "event_type_category_groups" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_types', 'event_type_category_group_id');

CREATE TRIGGER "Clear event_types.event_type_category_id" AFTER DELETE ON "event_type_categories" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_types', 'event_type_category_id');

CREATE TRIGGER "Clear event_type_groups.parent_event_type_group_id" AFTER DELETE ON "event_type_groups" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_type_groups', 'parent_event_type_group_id');

CREATE TRIGGER "Clear events.employee_id" AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION clear_reference('events', 'employee_id');

CREATE TRIGGER "Clear event_services.employee_id" AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_services', 'employee_id');

CREATE TRIGGER "Clear time_slot_reservations.employee_id" AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION clear_reference('time_slot_reservations', 'employee_id');

CREATE TRIGGER "Clear payments.employee_id" AFTER DELETE ON "employees" FOR EACH ROW EXECUTE FUNCTION clear_reference('payments', 'employee_id');

CREATE TRIGGER "Clear events.space_id" AFTER DELETE ON "resources" FOR EACH ROW EXECUTE FUNCTION clear_reference('events', 'space_id');

CREATE TRIGGER "Clear event_services.resource_id" AFTER DELETE ON "resources" FOR EACH ROW EXECUTE FUNCTION clear_reference('event_services', 'resource_id');

CREATE TRIGGER "Clear time_slot_reservations.space_id" AFTER DELETE ON "resources" FOR EACH ROW EXECUTE FUNCTION clear_reference('time_slot_reservations', 'space_id');

CREATE TRIGGER "Clear events.customer_id" AFTER DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION clear_reference('events', 'customer_id');

CREATE TRIGGER "Clear payments.customer_id" AFTER DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION clear_reference('payments', 'customer_id');

CREATE TRIGGER "Clear vouchers.customer_id" AFTER DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION clear_reference('vouchers', 'customer_id');

CREATE TRIGGER "Clear time_slot_reservations.event_id" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION clear_reference('time_slot_reservations', 'event_id');

CREATE TRIGGER "Clear payments.event_id" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION clear_reference('payments', 'event_id');

CREATE TRIGGER "Clear payments.voucher_id" AFTER DELETE ON "vouchers" FOR EACH ROW EXECUTE FUNCTION clear_reference('payments', 'voucher_id');

CREATE TRIGGER "Clear payments.settlement_id" AFTER DELETE ON "settlements" FOR EACH ROW EXECUTE FUNCTION clear_reference('payments', 'settlement_id');

CREATE TRIGGER "Clear voucher_templates.event_type_id" AFTER DELETE ON "event_types" FOR EACH ROW EXECUTE FUNCTION clear_reference('voucher_templates', 'event_type_id');
