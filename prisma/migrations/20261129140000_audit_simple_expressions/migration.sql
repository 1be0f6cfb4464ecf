-- An audited row costs PostgreSQL fewer executor runs (issue 34, "the cost of a booking",
-- hand-written, nothing here is in schema.prisma). PL/pgSQL evaluates an expression without the
-- executor only when it is "simple": no subquery, no aggregate, no table. audit_row() ran five
-- statements for each inserted row of one company, three of them needlessly through the executor:
-- - the new row's non-null fields, then its masked {old, new} pairs: two queries, now one,
-- - `targets := CASE tbl ... END`, one expression holding the queries of the tables whose
--   activity goes to other companies (enterprises, tokens and so on), so a plain company's row
--   paid for starting a plan with all of them: now those tables take the query, a row of one
--   company a simple expression,
-- - `role := ...`, whose enterprise-role lookup made it a query even for an actor without an
--   enterprise role (every marketplace customer): now the lookup runs only for an actor with one.
-- An inserted row of one company now costs the diff's query and the INSERT. The activity written
-- is the same (test/hq/audit* and test/db/audit* hold its contents), and so is every statement
-- sent to a table (the INSERT of an activity is unchanged: on a distributed database it goes to
-- the shard beside the row). Updates and deletes run as before apart from the targets and the
-- role. Everything else is as in migration audit_insert_cheaper.
--
-- The change tracking trigger's NOTIFY is likewise an assignment now, not a PERFORM (a PERFORM
-- always runs the executor): table_changed_notify() is replaced, and copied into table_changed()
-- when the database is in that mode (set_change_tracking, migration cluster_change_tracking).
--
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).

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
  IF TG_OP = ''INSERT'' THEN
    -- A new row: its change is every field that is not null, from null, in one simple query.
    -- The whole row is masked and then its fields kept: a field''s masking depends on its own
    -- name and value alone and leaves a null null, so this is the same as masking the kept
    -- fields (the path before this migration), and the same activity as the general path below.
    SELECT jsonb_object_agg(e.key, jsonb_build_object(''old'', ''null''::jsonb, ''new'', e.value))
      INTO diff
      FROM jsonb_each(audit_mask(n)) AS e
     WHERE e.key NOT IN (''created_at'', ''updated_at'') AND e.value <> ''null''::jsonb\073
  ELSE
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
  END IF\073
  IF diff IS NULL THEN RETURN NULL\073 END IF\073
  IF tbl IN (''companies'', ''enterprises'', ''settlement_accounts'', ''enterprise_admins'',
             ''hq_invitations'', ''api_tokens'') THEN
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
      ELSE
        ARRAY(SELECT reach.id FROM (
                SELECT e.company_id AS id FROM employees e
                 WHERE e.user_id = r->>''user_id'' AND e.deleted_at IS NULL
                UNION
                SELECT c.id FROM companies c JOIN enterprise_admins a ON a.enterprise_id = c.enterprise_id
                 WHERE a.user_id = r->>''user_id'') AS reach
               WHERE jsonb_array_length(coalesce(r->''company_ids'', ''[]'')) = 0
                  OR reach.id IN (SELECT jsonb_array_elements_text(r->''company_ids''))
               ORDER BY reach.id)
    END\073
  ELSIF o IS NULL OR n IS NULL OR o->>''company_id'' IS NOT DISTINCT FROM n->>''company_id'' THEN
    -- A row of one company (an insert, a delete, an update that keeps its company): that
    -- company, a simple expression (a null one is skipped below).
    targets := ARRAY[r->>''company_id'']\073
  ELSE
    -- A row moved between companies: both.
    targets := ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[o->>''company_id'', n->>''company_id'']) AS x
                      WHERE x IS NOT NULL ORDER BY x)\073
  END IF\073
  -- One row per company, each a single-row INSERT: on a distributed database the activity of a
  -- company''s row goes to the shard beside it, on the node running this trigger.
  FOREACH target IN ARRAY targets LOOP
    CONTINUE WHEN target IS NULL\073
    -- The HQ actor''s roles in that company as the request began: its enterprise''s role
    -- (looked up only for an actor holding one) and its own employee role there.
    IF coalesce(ctx->''roles''->''enterprise'', ''{}'') <> ''{}'' THEN
      role := nullif(concat_ws('','',
        (SELECT ctx->''roles''->''enterprise''->>c.enterprise_id FROM companies c WHERE c.id = target),
        ctx->''roles''->''employee''->>target), '''')\073
    ELSE
      role := nullif(concat_ws('','', ctx->''roles''->''employee''->>target), '''')\073
    END IF\073
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

CREATE OR REPLACE FUNCTION table_changed_notify() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  channel text := ''changes_'' || TG_TABLE_SCHEMA\073
  kind text := TG_ARGV[0]\073
  -- The table''s own name: on a distributed database the trigger runs on a shard (<table>_<shard id>).
  prefix text := CASE WHEN kind = ''busy'' THEN ''busy:'' ELSE regexp_replace(TG_TABLE_NAME, ''_[0-9]+$'', '''') || '':'' END\073
  -- pg_notify returns nothing: its result is assigned here, as text, so that each NOTIFY is a
  -- simple expression (a PERFORM runs it as a query).
  sent text\073
BEGIN
  IF kind = ''all'' THEN
    sent := pg_notify(channel, prefix || ''*'')::text\073
  ELSIF kind = ''self'' THEN
    IF TG_OP <> ''INSERT'' THEN sent := pg_notify(channel, prefix || OLD.id)::text\073 END IF\073
    IF TG_OP <> ''DELETE'' THEN sent := pg_notify(channel, prefix || NEW.id)::text\073 END IF\073
  ELSE
    IF TG_OP <> ''INSERT'' THEN sent := pg_notify(channel, prefix || OLD.company_id)::text\073 END IF\073
    IF TG_OP = ''INSERT'' OR (TG_OP = ''UPDATE'' AND NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
      sent := pg_notify(channel, prefix || NEW.company_id)::text\073
    END IF\073
  END IF\073
  RETURN NULL\073
END';

-- The trigger's body is a copy of the mode's function: renewed if the database is in this mode.
SELECT set_change_tracking('notify') WHERE change_tracking_mode() = 'notify';
