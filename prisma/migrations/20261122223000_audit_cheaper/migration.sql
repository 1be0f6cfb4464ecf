-- The audit trail's trigger costs less (issue 15, hand-written, nothing here is in schema.prisma).
-- Measured with bench/booking-cost.ts (the API's own PostgreSQL backends only), the events and
-- customers audit triggers were about a third of the database's CPU per booking (4.2 ms per
-- booking with them, 2.7 without), about 0.66 ms per audited row: audit_row() called audit_mask
-- twice for every field of the row (an event or a customer record has about 35), and each call
-- ran a query and two regular expressions per key. Same answers, two changes:
-- 1. audit_row() masks the changed fields' old values together and their new values together:
--    two calls per change. A field's masked value depends only on its name and its value
--    (audit_mask treats each field of an object alone), so the diff is the same.
-- 2. audit_mask(v) first looks for any of the words a secret's name is made of (password,
--    secret, token, credential, api key, private key, hash, encrypted) anywhere in the value's
--    JSON text, lower-cased: a name at any depth appears there letter for letter (JSON escapes
--    no letter), so without one of them nothing can be masked and the value is answered as it
--    is, without a query. Otherwise it masks as before (migration audit_mask_plpgsql).
-- Everything else in audit_row() is as in migration audit_trail_coverage. Function bodies are
-- escape strings with each semicolon written \073 (the migration engine splits statements on
-- that character).

CREATE OR REPLACE FUNCTION audit_mask(v jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS E'
BEGIN
  IF jsonb_typeof(v) NOT IN (''object'', ''array'') THEN RETURN v\073 END IF\073
  IF NOT (lower(v::text) LIKE ANY (ARRAY[''%password%'', ''%secret%'', ''%token%'', ''%credential%'',
          ''%api%key%'', ''%private%key%'', ''%hash%'', ''%encrypted%''])) THEN
    RETURN v\073
  END IF\073
  IF jsonb_typeof(v) = ''object'' THEN
    RETURN (
      SELECT coalesce(jsonb_object_agg(f.key, CASE
               WHEN (f.key ~* ''(^|_)(password|secret|token|credentials?|api_?key|private_?key|hash|encrypted)(_|$)''
                     OR f.key ~ ''[a-z](Password|Secret|Token|Credentials?|ApiKey|PrivateKey|Hash)'')
                    AND f.key !~ ''_at$'' AND f.value <> ''null''::jsonb THEN ''"***"''::jsonb
               WHEN jsonb_typeof(f.value) IN (''object'', ''array'') THEN audit_mask(f.value)
               ELSE f.value END), ''{}''::jsonb)
        FROM jsonb_each(v) AS f)\073
  END IF\073
  RETURN (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e.value) IN (''object'', ''array'')
                                   THEN audit_mask(e.value) ELSE e.value END ORDER BY e.n), ''[]''::jsonb)
      FROM jsonb_array_elements(v) WITH ORDINALITY AS e(value, n))\073
END';

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
BEGIN
  IF ctx IS NULL THEN RETURN NULL\073 END IF\073
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
  targets := CASE TG_TABLE_NAME
    WHEN ''companies'' THEN ARRAY[r->>''id'']
    WHEN ''enterprises'' THEN
      ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''id'' ORDER BY c.id)
    WHEN ''settlement_accounts'' THEN
      ARRAY(SELECT c.id FROM companies c WHERE c.enterprise_id = r->>''enterprise_id'' ORDER BY c.id)
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
  INSERT INTO activities (id, company_id, actor_type, user_id, token_id, marketplace_user_id,
                          request_id, operation, object_type, object_id, action, changes)
  SELECT substr(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
                                 ''base64''), ''+/='', ''-_''), 1, 24),
         t.company, ctx->>''actor_type'', ctx->>''user_id'', ctx->>''token_id'',
         ctx->>''marketplace_user_id'', ctx->>''request_id'', ctx->>''operation'',
         TG_TABLE_NAME, r->>''id'',
         CASE TG_OP WHEN ''INSERT'' THEN ''create'' WHEN ''UPDATE'' THEN ''update'' ELSE ''delete'' END,
         diff
    FROM unnest(targets) AS t(company)
   WHERE t.company IS NOT NULL\073
  RETURN NULL\073
END';
