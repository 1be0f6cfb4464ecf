-- CreateTable
CREATE TABLE "change_versions" (
    "company_id" TEXT NOT NULL,
    "dependency" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "change_versions_pkey" PRIMARY KEY ("company_id","dependency")
);

-- CreateTable
CREATE TABLE "shared_change_versions" (
    "key" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "shared_change_versions_pkey" PRIMARY KEY ("key")
);

-- AddForeignKey
ALTER TABLE "change_versions" ADD CONSTRAINT "change_versions_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- Hand-written (issue 35, docs/scaling.md, "Change notifications and the audit trail"). Nothing
-- below is in schema.prisma.
--
-- Change tracking has two modes, one trigger function: table_changed() holds the body of
-- table_changed_notify() (the default: NOTIFY changes_<schema> '<table>:<company>' in the writing
-- transaction, heard by every instance's LISTEN) or of table_changed_versions() (the row of
-- change_versions or shared_change_versions the change concerns is bumped in the writing
-- transaction: a cached answer is reused while the versions it was loaded at are unchanged).
-- set_change_tracking(mode) copies one body into table_changed() (CREATE OR REPLACE keeps the
-- triggers), and change_tracking_mode() says which one it holds, and the instances follow it.
-- `npm run db:change-tracking -- versions` switches a single PostgreSQL, `npm run db:distribute`
-- switches a distributed one first, since NOTIFY cannot work there (a trigger runs on the worker
-- holding the row, where the coordinator's LISTEN does not hear it, and a transaction over two
-- nodes cannot NOTIFY at all).
--
-- Both bodies take the table's own name from TG_TABLE_NAME without a shard suffix (on a
-- distributed database a trigger runs on the shard, <table>_<shard id>), and the triggers' kinds
-- say where a table lives: company and busy (a distributed table's rows of one company), all
-- (a reference table whose change concerns every company), self (companies: the row's id) and
-- shared (a reference table's rows of one company: a company's categories). The triggers become
-- deferred constraint triggers: they run at commit, so in the versions mode a company's version
-- row is locked from the commit's start to its end, not from the first write of the transaction.
--
-- audit_row() takes the table's own name the same way, writes each activity with a single-row
-- INSERT (beside the changed row's shard), and on a reference table (argument 'reference', whose
-- rows every node holds) records the change on the coordinator only. The actor still comes from
-- the transaction-local setting booking.audit: a distributed database forwards the transaction's
-- SET LOCAL to the workers it opens (citus.propagate_set_commands = 'local', which the
-- instances' connections set).
--
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).

CREATE FUNCTION table_changed_notify() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  channel text := ''changes_'' || TG_TABLE_SCHEMA\073
  kind text := TG_ARGV[0]\073
  -- The table''s own name: on a distributed database the trigger runs on a shard (<table>_<shard id>).
  prefix text := CASE WHEN kind = ''busy'' THEN ''busy:'' ELSE regexp_replace(TG_TABLE_NAME, ''_[0-9]+$'', '''') || '':'' END\073
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

CREATE FUNCTION table_changed_versions() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  kind text := TG_ARGV[0]\073
  -- The table''s own name: on a distributed database the trigger runs on a shard (<table>_<shard id>).
  dep text := CASE WHEN kind = ''busy'' THEN ''busy'' ELSE regexp_replace(TG_TABLE_NAME, ''_[0-9]+$'', '''') END\073
  before text\073
  after text\073
BEGIN
  IF kind = ''self'' THEN
    before := CASE WHEN TG_OP <> ''INSERT'' THEN OLD.id END\073
    after := CASE WHEN TG_OP <> ''DELETE'' THEN NEW.id END\073
  ELSIF kind <> ''all'' THEN
    before := CASE WHEN TG_OP <> ''INSERT'' THEN OLD.company_id END\073
    after := CASE WHEN TG_OP <> ''DELETE'' THEN NEW.company_id END\073
  END IF\073
  IF after IS NOT DISTINCT FROM before THEN after := NULL\073 END IF\073
  IF kind IN (''company'', ''busy'') THEN
    -- A company''s rows: its version row lives beside them (the same shard on a distributed
    -- database, where this runs on the worker holding both).
    IF before IS NOT NULL THEN
      INSERT INTO change_versions AS v (company_id, dependency) VALUES (before, dep)
        ON CONFLICT (company_id, dependency) DO UPDATE SET version = v.version + 1\073
    END IF\073
    IF after IS NOT NULL THEN
      INSERT INTO change_versions AS v (company_id, dependency) VALUES (after, dep)
        ON CONFLICT (company_id, dependency) DO UPDATE SET version = v.version + 1\073
    END IF\073
    RETURN NULL\073
  END IF\073
  -- A reference table (kinds all, self, shared): on a distributed database every node holding a
  -- copy runs this\073 the coordinator alone counts the change.
  IF to_regproc(''citus_is_coordinator'') IS NOT NULL THEN
    IF NOT citus_is_coordinator() THEN RETURN NULL\073 END IF\073
  END IF\073
  IF kind = ''all'' THEN
    INSERT INTO shared_change_versions AS v (key) VALUES (dep || '':*'')
      ON CONFLICT (key) DO UPDATE SET version = v.version + 1\073
    RETURN NULL\073
  END IF\073
  INSERT INTO shared_change_versions AS v (key) VALUES (dep || '':'')
    ON CONFLICT (key) DO UPDATE SET version = v.version + 1\073
  IF before IS NOT NULL THEN
    INSERT INTO shared_change_versions AS v (key) VALUES (dep || '':'' || before)
      ON CONFLICT (key) DO UPDATE SET version = v.version + 1\073
  END IF\073
  IF after IS NOT NULL THEN
    INSERT INTO shared_change_versions AS v (key) VALUES (dep || '':'' || after)
      ON CONFLICT (key) DO UPDATE SET version = v.version + 1\073
  END IF\073
  RETURN NULL\073
END';

CREATE FUNCTION set_change_tracking(mode text) RETURNS text LANGUAGE plpgsql AS E'
DECLARE
  source regproc := to_regproc(format(''%I.%I'', current_schema(), ''table_changed_'' || mode))\073
BEGIN
  IF mode NOT IN (''notify'', ''versions'') OR source IS NULL THEN
    RAISE EXCEPTION ''change tracking is notify or versions, not %'', mode\073
  END IF\073
  -- In that mode already: nothing replaced (a replacement would drop the settings a distributed
  -- database gives the function, its search path).
  IF (SELECT prosrc FROM pg_proc WHERE oid = to_regproc(format(''%I.table_changed'', current_schema())))
     = (SELECT prosrc FROM pg_proc WHERE oid = source) THEN
    RETURN mode\073
  END IF\073
  EXECUTE format(''CREATE OR REPLACE FUNCTION %I.table_changed() RETURNS trigger LANGUAGE plpgsql AS %L'',
                 current_schema(), (SELECT prosrc FROM pg_proc WHERE oid = source))\073
  RETURN mode\073
END';

CREATE FUNCTION change_tracking_mode() RETURNS text LANGUAGE sql STABLE AS E'
SELECT CASE WHEN (SELECT prosrc FROM pg_proc WHERE oid = to_regproc(format(''%I.table_changed'', current_schema())))
               = (SELECT prosrc FROM pg_proc WHERE oid = to_regproc(format(''%I.table_changed_versions'', current_schema())))
            THEN ''versions'' ELSE ''notify'' END';

SELECT set_change_tracking('notify');

CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  ctx jsonb := nullif(current_setting(''booking.audit'', true), '''')::jsonb\073
  o jsonb\073
  n jsonb\073
  r jsonb\073
  mo jsonb\073
  mn jsonb\073
  diff jsonb\073
  targets text[]\073
  -- The table''s own name: on a distributed database the trigger runs on a shard (<table>_<shard id>).
  tbl text := regexp_replace(TG_TABLE_NAME, ''_[0-9]+$'', '''')\073
  target text\073
  role text\073
  -- Worked out here, not in the INSERT: Citus sends a trigger''s statement to the shard with the
  -- variables as parameters, and refuses CASE <parameter> WHEN ... (text = boolean).
  act text := CASE TG_OP WHEN ''INSERT'' THEN ''create'' WHEN ''UPDATE'' THEN ''update'' ELSE ''delete'' END\073
BEGIN
  IF ctx IS NULL THEN RETURN NULL\073 END IF\073
  -- A reference table (argument ''reference'') is written on every node holding a copy on a
  -- distributed database\073 its activity is recorded once, by the coordinator.
  IF TG_ARGV[0] = ''reference'' AND to_regproc(''citus_is_coordinator'') IS NOT NULL THEN
    IF NOT citus_is_coordinator() THEN RETURN NULL\073 END IF\073
  END IF\073
  IF TG_OP <> ''INSERT'' THEN o := to_jsonb(OLD)\073 END IF\073
  IF TG_OP <> ''DELETE'' THEN n := to_jsonb(NEW)\073 END IF\073
  r := coalesce(n, o)\073
  -- The changed fields are found on the raw values (a rotated secret is a change), then shown
  -- masked: the old and the new values of all of them masked in one call each.
  SELECT jsonb_object_agg(k, coalesce(o->k, ''null'')), jsonb_object_agg(k, coalesce(n->k, ''null''))
    INTO mo, mn
    FROM (SELECT jsonb_object_keys(coalesce(o, ''{}'') || coalesce(n, ''{}'')) AS k) AS keys
   WHERE k NOT IN (''created_at'', ''updated_at'')
     AND coalesce(o->k, ''null'') IS DISTINCT FROM coalesce(n->k, ''null'')\073
  IF mo IS NULL THEN RETURN NULL\073 END IF\073
  mo := audit_mask(mo)\073
  mn := audit_mask(mn)\073
  SELECT jsonb_object_agg(k, jsonb_build_object(''old'', mo->k, ''new'', mn->k))
    INTO diff
    FROM jsonb_object_keys(mo) AS k\073
  IF diff IS NULL THEN RETURN NULL\073 END IF\073
  targets := CASE tbl
    WHEN ''companies'' THEN ARRAY[r->>''id'']
    WHEN ''enterprises'' THEN
      ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''id'' ORDER BY c.id)
    WHEN ''settlement_accounts'' THEN
      ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''enterprise_id'' ORDER BY c.id)
    WHEN ''enterprise_admins'' THEN
      ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''enterprise_id'' ORDER BY c.id)
    WHEN ''hq_invitations'' THEN
      CASE WHEN r->>''company_id'' IS NOT NULL THEN ARRAY[r->>''company_id'']
           ELSE ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''enterprise_id'' ORDER BY c.id) END
    WHEN ''api_tokens'' THEN
      ARRAY(SELECT reach.id FROM (
              SELECT e.company_id AS id FROM employees e
               WHERE e.user_id = r->>''user_id'' AND e.deleted_at IS NULL
              UNION
              SELECT c.id FROM companies c JOIN enterprise_admins a ON a.enterprise_id = c.enterprise_id
               WHERE a.user_id = r->>''user_id'') AS reach
             WHERE jsonb_array_length(coalesce(r->''company_ids'', ''[]'')) = 0
                OR reach.id IN (SELECT jsonb_array_elements_text(r->''company_ids''))
             ORDER BY reach.id)
    ELSE ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[o->>''company_id'', n->>''company_id'']) AS x
                WHERE x IS NOT NULL ORDER BY x)
  END\073
  -- One row per company, each a single-row INSERT: on a distributed database the activity of a
  -- company''s row goes to the shard beside it, on the node running this trigger.
  FOREACH target IN ARRAY targets LOOP
    CONTINUE WHEN target IS NULL\073
    -- The HQ actor''s roles in that company as the request began: its enterprise''s role
    -- (looked up only for an actor holding one) and its own employee role there.
    role := nullif(concat_ws('','',
      CASE WHEN coalesce(ctx->''roles''->''enterprise'', ''{}'') <> ''{}'' THEN
        (SELECT ctx->''roles''->''enterprise''->>c.enterprise_id FROM companies c WHERE c.id = target) END,
      ctx->''roles''->''employee''->>target), '''')\073
    INSERT INTO activities (id, company_id, actor_type, user_id, token_id, marketplace_user_id,
                            request_id, operation, object_type, object_id, action, changes, actor_role)
    VALUES (substr(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
                                    ''base64''), ''+/='', ''-_''), 1, 24),
            target, ctx->>''actor_type'', ctx->>''user_id'', ctx->>''token_id'',
            ctx->>''marketplace_user_id'', ctx->>''request_id'', ctx->>''operation'',
            tbl, r->>''id'', act, diff, role)\073
  END LOOP\073
  RETURN NULL\073
END';

DROP TRIGGER "companies_changed" ON "companies";
CREATE CONSTRAINT TRIGGER "companies_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('self');

DROP TRIGGER "enterprises_changed" ON "enterprises";
CREATE CONSTRAINT TRIGGER "enterprises_changed" AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('all');

DROP TRIGGER "api_tokens_changed" ON "api_tokens";
CREATE CONSTRAINT TRIGGER "api_tokens_changed" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('all');

DROP TRIGGER "enterprise_admins_changed" ON "enterprise_admins";
CREATE CONSTRAINT TRIGGER "enterprise_admins_changed" AFTER INSERT OR UPDATE OR DELETE ON "enterprise_admins"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('all');

DROP TRIGGER "company_types_changed" ON "company_types";
CREATE CONSTRAINT TRIGGER "company_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('all');

DROP TRIGGER "company_company_types_changed" ON "company_company_types";
CREATE CONSTRAINT TRIGGER "company_company_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_company_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('shared');

DROP TRIGGER "company_service_types_changed" ON "company_service_types";
CREATE CONSTRAINT TRIGGER "company_service_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_service_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('shared');

DROP TRIGGER "company_cuisines_changed" ON "company_cuisines";
CREATE CONSTRAINT TRIGGER "company_cuisines_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_cuisines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('shared');

DROP TRIGGER "company_dietaries_changed" ON "company_dietaries";
CREATE CONSTRAINT TRIGGER "company_dietaries_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_dietaries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('shared');

DROP TRIGGER "company_ambiences_changed" ON "company_ambiences";
CREATE CONSTRAINT TRIGGER "company_ambiences_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_ambiences"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('shared');

DROP TRIGGER "employees_changed" ON "employees";
CREATE CONSTRAINT TRIGGER "employees_changed" AFTER INSERT OR UPDATE OR DELETE ON "employees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "resources_changed" ON "resources";
CREATE CONSTRAINT TRIGGER "resources_changed" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "event_types_changed" ON "event_types";
CREATE CONSTRAINT TRIGGER "event_types_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "rule_sets_changed" ON "rule_sets";
CREATE CONSTRAINT TRIGGER "rule_sets_changed" AFTER INSERT OR UPDATE OR DELETE ON "rule_sets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "rules_changed" ON "rules";
CREATE CONSTRAINT TRIGGER "rules_changed" AFTER INSERT OR UPDATE OR DELETE ON "rules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "resource_groups_changed" ON "resource_groups";
CREATE CONSTRAINT TRIGGER "resource_groups_changed" AFTER INSERT OR UPDATE OR DELETE ON "resource_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "event_type_groups_changed" ON "event_type_groups";
CREATE CONSTRAINT TRIGGER "event_type_groups_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_type_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "event_type_group_items_changed" ON "event_type_group_items";
CREATE CONSTRAINT TRIGGER "event_type_group_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_type_group_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('company');

DROP TRIGGER "events_changed" ON "events";
CREATE CONSTRAINT TRIGGER "events_changed" AFTER INSERT OR UPDATE OR DELETE ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('busy');

DROP TRIGGER "time_slot_reservations_changed" ON "time_slot_reservations";
CREATE CONSTRAINT TRIGGER "time_slot_reservations_changed" AFTER INSERT OR UPDATE OR DELETE ON "time_slot_reservations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('busy');

DROP TRIGGER "payments_changed" ON "payments";
CREATE CONSTRAINT TRIGGER "payments_changed" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_changed('busy');

DROP TRIGGER "api_tokens_audit" ON "api_tokens";
CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "companies_audit" ON "companies";
CREATE TRIGGER "companies_audit" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "enterprise_admins_audit" ON "enterprise_admins";
CREATE TRIGGER "enterprise_admins_audit" AFTER INSERT OR UPDATE OR DELETE ON "enterprise_admins"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "enterprises_audit" ON "enterprises";
CREATE TRIGGER "enterprises_audit" AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "hq_invitations_audit" ON "hq_invitations";
CREATE TRIGGER "hq_invitations_audit" AFTER INSERT OR UPDATE OR DELETE ON "hq_invitations"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "payment_terminals_audit" ON "payment_terminals";
CREATE TRIGGER "payment_terminals_audit" AFTER INSERT OR UPDATE OR DELETE ON "payment_terminals"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "settlement_accounts_audit" ON "settlement_accounts";
CREATE TRIGGER "settlement_accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "settlement_accounts"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');

DROP TRIGGER "vats_audit" ON "vats";
CREATE TRIGGER "vats_audit" AFTER INSERT OR UPDATE OR DELETE ON "vats"
  FOR EACH ROW EXECUTE FUNCTION audit_row('reference');
