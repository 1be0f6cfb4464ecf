-- The audit trail covers every HQ write (issue 17, hand-written, nothing here is in schema.prisma).
--
-- 1. audit_mask(v): a JSON value with every field named like a secret, at any depth, shown as ***
--    (a sealed webhook secret, an encrypted tax credential, a token hash, a payment's client
--    secret, and also such fields inside JSON columns). A name is a secret's when one of its
--    words (between underscores, or camelCase) is password, secret, token, credential(s),
--    api key, private key, hash or encrypted, and it is not a time (..._at): has_secretary and
--    previous_secret_expires_at are shown.
-- 2. audit_row() records a change in every company it concerns: a tenant row in its company (both
--    companies when a payment terminal moves), a company in itself, an enterprise and its
--    settlement accounts in each company of the enterprise, an API token in each company its user
--    reaches through it (limited to the token's companies when it has some), as the HQ auth does.
--    A row that concerns no company (an enterprise without companies) is not recorded.
-- 3. Triggers on the tables the audit trail missed: enterprises, settlement_accounts, api_tokens,
--    webhook_endpoints.
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).

CREATE FUNCTION audit_mask(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS E'
  SELECT CASE jsonb_typeof(v)
    WHEN ''object'' THEN (
      SELECT coalesce(jsonb_object_agg(f.key, CASE
               WHEN (f.key ~* ''(^|_)(password|secret|token|credentials?|api_?key|private_?key|hash|encrypted)(_|$)''
                     OR f.key ~ ''[a-z](Password|Secret|Token|Credentials?|ApiKey|PrivateKey|Hash)'')
                    AND f.key !~ ''_at$'' AND f.value <> ''null''::jsonb THEN ''"***"''::jsonb
               ELSE audit_mask(f.value) END), ''{}''::jsonb)
        FROM jsonb_each(v) AS f)
    WHEN ''array'' THEN (
      SELECT coalesce(jsonb_agg(audit_mask(e.value) ORDER BY e.n), ''[]''::jsonb)
        FROM jsonb_array_elements(v) WITH ORDINALITY AS e(value, n))
    ELSE v END';

CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  ctx jsonb := nullif(current_setting(''booking.audit'', true), '''')::jsonb\073
  o jsonb\073
  n jsonb\073
  r jsonb\073
  diff jsonb\073
  targets text[]\073
BEGIN
  IF ctx IS NULL THEN RETURN NULL\073 END IF\073
  IF TG_OP <> ''INSERT'' THEN o := to_jsonb(OLD)\073 END IF\073
  IF TG_OP <> ''DELETE'' THEN n := to_jsonb(NEW)\073 END IF\073
  r := coalesce(n, o)\073
  -- The changed fields are found on the raw values (a rotated secret is a change), then masked.
  SELECT jsonb_object_agg(k, jsonb_build_object(
           ''old'', audit_mask(jsonb_build_object(k, coalesce(o->k, ''null'')))->k,
           ''new'', audit_mask(jsonb_build_object(k, coalesce(n->k, ''null'')))->k))
    INTO diff
    FROM (SELECT jsonb_object_keys(coalesce(o, ''{}'') || coalesce(n, ''{}'')) AS k) AS keys
   WHERE k NOT IN (''created_at'', ''updated_at'')
     AND coalesce(o->k, ''null'') IS DISTINCT FROM coalesce(n->k, ''null'')\073
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

CREATE TRIGGER "enterprises_audit" AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "settlement_accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "settlement_accounts"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "webhook_endpoints_audit" AFTER INSERT OR UPDATE OR DELETE ON "webhook_endpoints"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
