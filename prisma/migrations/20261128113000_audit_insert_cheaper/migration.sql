-- A new row's audit activity costs less (issue 34, "the cost of a booking", hand-written,
-- nothing here is in schema.prisma). A marketplace booking inserts two audited rows (its event
-- and, for a new person, the customer record), and audit_row() ran for each the general diff of
-- an update: the old and new rows' keys merged, two lookups per key, both sides masked, then a
-- third pass building {old, new} per key. For an INSERT the old side is all null, so the diff is
-- the new row's non-null fields: one pass over them, one audit_mask call, one pass to build it.
-- The activity written is the same (test/hq/audit* hold its contents): updates and deletes run
-- as before. And a row of one company (every insert and delete, most updates) names that
-- company without the query that merged the old and new company ids. Everything else in
-- audit_row() is as in migration cluster_change_tracking. Function bodies are escape strings
-- with each semicolon written \073 (the migration engine splits statements on that character).

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
    -- A new row: its change is every field that is not null, from null. Its fields are read in
    -- one pass (no merged key set, no lookups per key), and only the new values are masked: the
    -- old ones are all null, which audit_mask answers unchanged (it masks no null), so the
    -- activity is the same as the general path below writes.
    SELECT jsonb_object_agg(e.key, e.value)
      INTO mn
      FROM jsonb_each(n) AS e
     WHERE e.key NOT IN (''created_at'', ''updated_at'') AND e.value <> ''null''::jsonb\073
    IF mn IS NULL THEN RETURN NULL\073 END IF\073
    SELECT jsonb_object_agg(e.key, jsonb_build_object(''old'', ''null''::jsonb, ''new'', e.value))
      INTO diff
      FROM jsonb_each(audit_mask(mn)) AS e\073
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
    -- A row of one company (an insert, a delete, an update that keeps its company): that company,
    -- without a query (a null one is skipped below)\073 a row moved between companies: both.
    ELSE CASE WHEN o IS NULL OR n IS NULL OR o->>''company_id'' IS NOT DISTINCT FROM n->>''company_id''
              THEN ARRAY[r->>''company_id'']
              ELSE ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[o->>''company_id'', n->>''company_id'']) AS x
                          WHERE x IS NOT NULL ORDER BY x) END
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

