-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "actor_role" TEXT;

-- CreateTable
CREATE TABLE "hq_invitations" (
    "id" TEXT NOT NULL,
    "company_id" TEXT,
    "enterprise_id" TEXT,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "employee_id" TEXT,
    "token_hash" TEXT NOT NULL,
    "invited_by" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "accepted_by" TEXT,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hq_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "hq_invitations_token_hash_key" ON "hq_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "hq_invitations_company_id_created_at_idx" ON "hq_invitations"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "hq_invitations_enterprise_id_created_at_idx" ON "hq_invitations"("enterprise_id", "created_at");

-- AddForeignKey
ALTER TABLE "hq_invitations" ADD CONSTRAINT "hq_invitations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "hq_invitations" ADD CONSTRAINT "hq_invitations_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hq_invitations" ADD CONSTRAINT "hq_invitations_invited_by_fkey" FOREIGN KEY ("invited_by") REFERENCES "hq_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Hand-written (docs/roles.md, "Managing people", and docs/audit.md).
-- An invitation names exactly one of a company and an enterprise, and a role of that kind.
ALTER TABLE "hq_invitations" ADD CONSTRAINT "hq_invitations_one_scope"
  CHECK ((company_id IS NULL) <> (enterprise_id IS NULL));
ALTER TABLE "hq_invitations" ADD CONSTRAINT "hq_invitations_role"
  CHECK (CASE WHEN company_id IS NOT NULL THEN role IN ('manager', 'front_desk', 'staff', 'accountant')
              ELSE role IN ('owner', 'admin') END);


-- audit_row() as in migration audit_cheaper, with two changes: enterprise roles and invitations
-- are recorded in every company they concern (the rows of an enterprise in each of its companies), and
-- each activity records the HQ actor's roles in its company (activities.actor_role), from the
-- roles the request put in the audit setting (src/http/audit.ts), so that who changed a role is
-- recorded with the role they held when they did.
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
  INSERT INTO activities (id, company_id, actor_type, user_id, token_id, marketplace_user_id,
                          request_id, operation, object_type, object_id, action, changes, actor_role)
  SELECT substr(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
                                 ''base64''), ''+/='', ''-_''), 1, 24),
         t.company, ctx->>''actor_type'', ctx->>''user_id'', ctx->>''token_id'',
         ctx->>''marketplace_user_id'', ctx->>''request_id'', ctx->>''operation'',
         TG_TABLE_NAME, r->>''id'',
         CASE TG_OP WHEN ''INSERT'' THEN ''create'' WHEN ''UPDATE'' THEN ''update'' ELSE ''delete'' END,
         diff,
         -- The HQ actor''s roles in that company as the request began: its enterprise''s role
         -- (looked up only for an actor holding one) and its own employee role there.
         nullif(concat_ws('','',
           CASE WHEN coalesce(ctx->''roles''->''enterprise'', ''{}'') <> ''{}'' THEN
             (SELECT ctx->''roles''->''enterprise''->>c.enterprise_id FROM companies c WHERE c.id = t.company) END,
           ctx->''roles''->''employee''->>t.company), '''')
    FROM unnest(targets) AS t(company)
   WHERE t.company IS NOT NULL\073
  RETURN NULL\073
END';

CREATE TRIGGER "enterprise_admins_audit" AFTER INSERT OR UPDATE OR DELETE ON "enterprise_admins"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "hq_invitations_audit" AFTER INSERT OR UPDATE OR DELETE ON "hq_invitations"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
