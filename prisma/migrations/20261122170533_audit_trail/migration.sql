-- CreateTable
CREATE TABLE "activities" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "actor_type" TEXT NOT NULL,
    "user_id" TEXT,
    "token_id" TEXT,
    "marketplace_user_id" TEXT,
    "request_id" TEXT,
    "operation" TEXT,
    "object_type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activities_company_id_created_at_id_idx" ON "activities"("company_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "activities_company_id_object_type_object_id_idx" ON "activities"("company_id", "object_type", "object_id");

-- The audit trail (hand-written). audit_row() runs after each row change of an audited table and
-- records it in activities, in the same transaction, with the actor the request put in the
-- transaction-local setting booking.audit (src/db/audit.ts). No setting: a write outside a
-- request (a job, the CLI, the demo data), not recorded. Changed fields carry old and new
-- values, except secrets (fields named like password, secret, token, credential), shown as ***.
-- The function body is an escape string with each semicolon written \073 (the migration engine
-- splits statements on that character).
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  ctx jsonb := nullif(current_setting(''booking.audit'', true), '''')::jsonb\073
  o jsonb\073
  n jsonb\073
  diff jsonb\073
  company text\073
BEGIN
  IF ctx IS NULL THEN RETURN NULL\073 END IF\073
  IF TG_OP <> ''INSERT'' THEN o := to_jsonb(OLD)\073 END IF\073
  IF TG_OP <> ''DELETE'' THEN n := to_jsonb(NEW)\073 END IF\073
  SELECT jsonb_object_agg(k, jsonb_build_object(
           ''old'', CASE WHEN k ~* ''password|secret|token|credential|api_key''
                          AND coalesce(o->k, ''null'') <> ''null'' THEN ''"***"''::jsonb
                        ELSE coalesce(o->k, ''null'') END,
           ''new'', CASE WHEN k ~* ''password|secret|token|credential|api_key''
                          AND coalesce(n->k, ''null'') <> ''null'' THEN ''"***"''::jsonb
                        ELSE coalesce(n->k, ''null'') END))
    INTO diff
    FROM (SELECT jsonb_object_keys(coalesce(o, ''{}'') || coalesce(n, ''{}'')) AS k) AS keys
   WHERE k NOT IN (''created_at'', ''updated_at'')
     AND coalesce(o->k, ''null'') IS DISTINCT FROM coalesce(n->k, ''null'')\073
  IF diff IS NULL THEN RETURN NULL\073 END IF\073
  company := CASE WHEN TG_TABLE_NAME = ''companies'' THEN coalesce(n, o)->>''id''
                  ELSE coalesce(n, o)->>''company_id'' END\073
  IF company IS NULL THEN RETURN NULL\073 END IF\073
  INSERT INTO activities (id, company_id, actor_type, user_id, token_id, marketplace_user_id,
                          request_id, operation, object_type, object_id, action, changes)
  VALUES (substr(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
                                  ''base64''), ''+/='', ''-_''), 1, 24),
          company, ctx->>''actor_type'', ctx->>''user_id'', ctx->>''token_id'',
          ctx->>''marketplace_user_id'', ctx->>''request_id'', ctx->>''operation'',
          TG_TABLE_NAME, coalesce(n, o)->>''id'',
          CASE TG_OP WHEN ''INSERT'' THEN ''create'' WHEN ''UPDATE'' THEN ''update'' ELSE ''delete'' END,
          diff)\073
  RETURN NULL\073
END';

CREATE TRIGGER "companies_audit" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "employees_audit" AFTER INSERT OR UPDATE OR DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "resource_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "resource_groups"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "resources_audit" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "vats_audit" AFTER INSERT OR UPDATE OR DELETE ON "vats"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "event_type_category_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_type_category_groups"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "event_type_categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_type_categories"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "event_types_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_types"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "event_type_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_type_groups"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "event_type_group_items_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_type_group_items"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "customers_audit" AFTER INSERT OR UPDATE OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "scheduled_events_audit" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_events"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "scheduled_event_tiers_audit" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_event_tiers"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "voucher_templates_audit" AFTER INSERT OR UPDATE OR DELETE ON "voucher_templates"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "vouchers_audit" AFTER INSERT OR UPDATE OR DELETE ON "vouchers"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "payment_terminals_audit" AFTER INSERT OR UPDATE OR DELETE ON "payment_terminals"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "fiscalization_onboardings_audit" AFTER INSERT OR UPDATE OR DELETE ON "fiscalization_onboardings"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "rule_sets_audit" AFTER INSERT OR UPDATE OR DELETE ON "rule_sets"
  FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TRIGGER "rules_audit" AFTER INSERT OR UPDATE OR DELETE ON "rules"
  FOR EACH ROW EXECUTE FUNCTION audit_row();
