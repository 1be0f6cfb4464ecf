-- Request-path reads are kept per instance and reused until a table they depend on changes
-- (issue 15, hand-written, nothing here is in schema.prisma): the time slots (bookings/loaders.ts
-- ENGINE_TABLES) and the reads of cache/cached-reads.ts CACHED_READS. This replaces the
-- slots_<schema> channel of migration slots_changed_notify with one channel, changes_<schema>,
-- whose payload says which table changed and for which company: '<table>:<company id>', or
-- '<table>:*' for a table that is no one company's (enterprises concern all their companies).
-- The busy-time tables (events, time_slot_reservations, payments), which the booking path
-- writes together, send one payload 'busy:<company id>': PostgreSQL folds identical
-- notifications of one transaction, so a booking still sends one notification, as before.
-- Occupancies still notify nothing: their rows change only with their owner's row, or once their
-- hold has expired. A notification is part of the writing transaction: PostgreSQL delivers it
-- once that commits, never for a rollback. The trigger's argument says which payload to send:
-- busy, company (the row's company_id), self (the companies table: its id) or all.
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).
DROP TRIGGER "companies_slots_changed" ON "companies";
DROP TRIGGER "enterprises_slots_changed" ON "enterprises";
DROP TRIGGER "employees_slots_changed" ON "employees";
DROP TRIGGER "resources_slots_changed" ON "resources";
DROP TRIGGER "event_types_slots_changed" ON "event_types";
DROP TRIGGER "rule_sets_slots_changed" ON "rule_sets";
DROP TRIGGER "rules_slots_changed" ON "rules";
DROP TRIGGER "events_slots_changed" ON "events";
DROP TRIGGER "time_slot_reservations_slots_changed" ON "time_slot_reservations";
DROP TRIGGER "payments_slots_changed" ON "payments";

DROP FUNCTION slots_changed();

CREATE FUNCTION table_changed() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  channel text := ''changes_'' || TG_TABLE_SCHEMA\073
  kind text := TG_ARGV[0]\073
  prefix text := CASE WHEN kind = ''busy'' THEN ''busy:'' ELSE TG_TABLE_NAME || '':'' END\073
BEGIN
  IF kind = ''all'' THEN
    PERFORM pg_notify(channel, prefix || ''*'')\073
  ELSIF kind = ''self'' THEN
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(channel, prefix || OLD.id)\073 END IF\073
    IF TG_OP <> ''DELETE'' THEN PERFORM pg_notify(channel, prefix || NEW.id)\073 END IF\073
  ELSE
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(channel, prefix || OLD.company_id)\073 END IF\073
    IF TG_OP = ''INSERT'' OR (TG_OP = ''UPDATE'' AND NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
      PERFORM pg_notify(channel, prefix || NEW.company_id)\073
    END IF\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "companies_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION table_changed('self');

CREATE TRIGGER "enterprises_changed" AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION table_changed('all');

CREATE TRIGGER "api_tokens_changed" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION table_changed('all');

CREATE TRIGGER "enterprise_admins_changed" AFTER INSERT OR UPDATE OR DELETE ON "enterprise_admins"
  FOR EACH ROW EXECUTE FUNCTION table_changed('all');

CREATE TRIGGER "company_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_types"
  FOR EACH ROW EXECUTE FUNCTION table_changed('all');

CREATE TRIGGER "employees_changed" AFTER INSERT OR UPDATE OR DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "resources_changed" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "event_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_types"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "rule_sets_changed" AFTER INSERT OR UPDATE OR DELETE ON "rule_sets"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "rules_changed" AFTER INSERT OR UPDATE OR DELETE ON "rules"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "resource_groups_changed" AFTER INSERT OR UPDATE OR DELETE ON "resource_groups"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "event_type_groups_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_type_groups"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "event_type_group_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_type_group_items"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "company_company_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_company_types"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "company_service_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_service_types"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "company_cuisines_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_cuisines"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "company_dietaries_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_dietaries"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "company_ambiences_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_ambiences"
  FOR EACH ROW EXECUTE FUNCTION table_changed('company');

CREATE TRIGGER "events_changed" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION table_changed('busy');

CREATE TRIGGER "time_slot_reservations_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_slot_reservations"
  FOR EACH ROW EXECUTE FUNCTION table_changed('busy');

CREATE TRIGGER "payments_changed" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION table_changed('busy');
