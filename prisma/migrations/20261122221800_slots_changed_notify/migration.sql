-- Time-slot answers are kept per instance and reused until something they depend on changes
-- (issue 15, hand-written, nothing here is in schema.prisma). Every write to a table the
-- time-slot engine reads (loaders.ts ENGINE_TABLES, except occupancies, whose rows change only
-- with their owner's row or once their hold has expired) sends NOTIFY on the channel
-- slots_<schema> with the company concerned (* for an enterprise: all of its companies), as
-- part of the writing transaction: PostgreSQL delivers it once that commits, never for a
-- rollback. Each instance listens (bookings/slot-changes.ts) and forgets the company's answers.
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).

CREATE FUNCTION slots_changed() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  channel text := ''slots_'' || TG_TABLE_SCHEMA\073
BEGIN
  IF TG_TABLE_NAME = ''enterprises'' THEN
    PERFORM pg_notify(channel, ''*'')\073
  ELSIF TG_TABLE_NAME = ''companies'' THEN
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(channel, OLD.id)\073 END IF\073
    IF TG_OP <> ''DELETE'' THEN PERFORM pg_notify(channel, NEW.id)\073 END IF\073
  ELSE
    IF TG_OP <> ''INSERT'' THEN PERFORM pg_notify(channel, OLD.company_id)\073 END IF\073
    IF TG_OP = ''INSERT'' OR (TG_OP = ''UPDATE'' AND NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
      PERFORM pg_notify(channel, NEW.company_id)\073
    END IF\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "companies_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "enterprises_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "employees_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "resources_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "event_types_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_types"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "rule_sets_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "rule_sets"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "rules_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "rules"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "events_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "time_slot_reservations_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_slot_reservations"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();

CREATE TRIGGER "payments_slots_changed" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION slots_changed();
