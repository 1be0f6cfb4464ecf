-- Every key to companies(id) gets ON UPDATE NO ACTION instead of Prisma's default CASCADE
-- (docs/scaling.md). Citus refuses ON UPDATE CASCADE on a key that holds the distribution column
-- ("SET NULL, SET DEFAULT or CASCADE is not supported in ON UPDATE operation when distribution
-- key included"), and a company's id never changes, so nothing behaves differently on one
-- PostgreSQL. The keys of reference and local tables to companies change alike, for one rule.

-- DropForeignKey
ALTER TABLE "booking_offers" DROP CONSTRAINT "booking_offers_company_id_fkey";

-- DropForeignKey
ALTER TABLE "company_ambiences" DROP CONSTRAINT "company_ambiences_company_id_fkey";

-- DropForeignKey
ALTER TABLE "company_company_types" DROP CONSTRAINT "company_company_types_company_id_fkey";

-- DropForeignKey
ALTER TABLE "company_cuisines" DROP CONSTRAINT "company_cuisines_company_id_fkey";

-- DropForeignKey
ALTER TABLE "company_dietaries" DROP CONSTRAINT "company_dietaries_company_id_fkey";

-- DropForeignKey
ALTER TABLE "company_service_types" DROP CONSTRAINT "company_service_types_company_id_fkey";

-- DropForeignKey
ALTER TABLE "customers" DROP CONSTRAINT "customers_company_id_fkey";

-- DropForeignKey
ALTER TABLE "employees" DROP CONSTRAINT "employees_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_services" DROP CONSTRAINT "event_services_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_categories" DROP CONSTRAINT "event_type_categories_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_category_groups" DROP CONSTRAINT "event_type_category_groups_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_group_items" DROP CONSTRAINT "event_type_group_items_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_type_groups" DROP CONSTRAINT "event_type_groups_company_id_fkey";

-- DropForeignKey
ALTER TABLE "event_types" DROP CONSTRAINT "event_types_company_id_fkey";

-- DropForeignKey
ALTER TABLE "events" DROP CONSTRAINT "events_company_id_fkey";

-- DropForeignKey
ALTER TABLE "fiscalization_onboardings" DROP CONSTRAINT "fiscalization_onboardings_company_id_fkey";

-- DropForeignKey
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_company_id_fkey";

-- DropForeignKey
ALTER TABLE "occupancies" DROP CONSTRAINT "occupancies_company_id_fkey";

-- DropForeignKey
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_company_id_fkey";

-- DropForeignKey
ALTER TABLE "payment_terminal_moves" DROP CONSTRAINT "payment_terminal_moves_company_id_fkey";

-- DropForeignKey
ALTER TABLE "payment_terminals" DROP CONSTRAINT "payment_terminals_company_id_fkey";

-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_id_fkey";

-- DropForeignKey
ALTER TABLE "resource_groups" DROP CONSTRAINT "resource_groups_company_id_fkey";

-- DropForeignKey
ALTER TABLE "resources" DROP CONSTRAINT "resources_company_id_fkey";

-- DropForeignKey
ALTER TABLE "rule_sets" DROP CONSTRAINT "rule_sets_company_id_fkey";

-- DropForeignKey
ALTER TABLE "rules" DROP CONSTRAINT "rules_company_id_fkey";

-- DropForeignKey
ALTER TABLE "scheduled_event_tiers" DROP CONSTRAINT "scheduled_event_tiers_company_id_fkey";

-- DropForeignKey
ALTER TABLE "scheduled_events" DROP CONSTRAINT "scheduled_events_company_id_fkey";

-- DropForeignKey
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_company_id_fkey";

-- DropForeignKey
ALTER TABLE "time_slot_reservations" DROP CONSTRAINT "time_slot_reservations_company_id_fkey";

-- DropForeignKey
ALTER TABLE "vats" DROP CONSTRAINT "vats_company_id_fkey";

-- DropForeignKey
ALTER TABLE "voucher_templates" DROP CONSTRAINT "voucher_templates_company_id_fkey";

-- DropForeignKey
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_company_id_fkey";

-- DropForeignKey
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_company_id_fkey";

-- DropForeignKey
ALTER TABLE "waitlist_triggers" DROP CONSTRAINT "waitlist_triggers_company_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_company_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_company_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_messages" DROP CONSTRAINT "webhook_messages_company_id_fkey";

-- DropForeignKey
ALTER TABLE "webhook_stream_counters" DROP CONSTRAINT "webhook_stream_counters_company_id_fkey";

-- AddForeignKey
ALTER TABLE "company_company_types" ADD CONSTRAINT "company_company_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "company_service_types" ADD CONSTRAINT "company_service_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "company_cuisines" ADD CONSTRAINT "company_cuisines_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "company_dietaries" ADD CONSTRAINT "company_dietaries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "company_ambiences" ADD CONSTRAINT "company_ambiences_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "vats" ADD CONSTRAINT "vats_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_category_groups" ADD CONSTRAINT "event_type_category_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_categories" ADD CONSTRAINT "event_type_categories_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_groups" ADD CONSTRAINT "event_type_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "scheduled_events" ADD CONSTRAINT "scheduled_events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "scheduled_event_tiers" ADD CONSTRAINT "scheduled_event_tiers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payment_terminals" ADD CONSTRAINT "payment_terminals_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "payment_terminal_moves" ADD CONSTRAINT "payment_terminal_moves_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "fiscalization_onboardings" ADD CONSTRAINT "fiscalization_onboardings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_stream_counters" ADD CONSTRAINT "webhook_stream_counters_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "waitlist_triggers" ADD CONSTRAINT "waitlist_triggers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
