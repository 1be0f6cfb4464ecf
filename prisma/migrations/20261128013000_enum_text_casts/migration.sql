-- Hand-written (issue 35, nothing here is in schema.prisma): an explicit, immutable cast to text
-- for every enum type. Prisma returns an enum column of a written row as "column"::text, and
-- PostgreSQL turns an enum into text by calling the type's output function, which is only
-- STABLE (a label could be renamed): a distributed database refuses a write whose RETURNING
-- holds anything not immutable ("non-IMMUTABLE functions are not allowed in the RETURNING
-- clause"), so every Prisma write to a table with an enum column failed there. With a cast of
-- its own, "column"::text calls the function below, declared IMMUTABLE (the project never
-- renames an enum label: labels are only ever added). The
-- answer is the same text. PL/pgSQL, so that PostgreSQL never inlines the body back into the
-- stable coercion, and cheap (about 0.3 microseconds a row more than the built-in coercion,
-- measured over 200,000 rows). The cast is explicit only: no comparison or implicit coercion
-- changes. test/db/tenancy.test.ts fails on an enum type without one.
-- Function bodies are escape strings with each semicolon written \073 (the migration engine
-- splits statements on that character).

CREATE FUNCTION "BookingOfferStatus_text"("BookingOfferStatus") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("BookingOfferStatus" AS text) WITH FUNCTION "BookingOfferStatus_text"("BookingOfferStatus");

CREATE FUNCTION "WaitlistEntryStatus_text"("WaitlistEntryStatus") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("WaitlistEntryStatus" AS text) WITH FUNCTION "WaitlistEntryStatus_text"("WaitlistEntryStatus");

CREATE FUNCTION "api_token_scope_text"("api_token_scope") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("api_token_scope" AS text) WITH FUNCTION "api_token_scope_text"("api_token_scope");

CREATE FUNCTION "company_role_text"("company_role") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("company_role" AS text) WITH FUNCTION "company_role_text"("company_role");

CREATE FUNCTION "enterprise_role_text"("enterprise_role") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("enterprise_role" AS text) WITH FUNCTION "enterprise_role_text"("enterprise_role");

CREATE FUNCTION "event_origin_text"("event_origin") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("event_origin" AS text) WITH FUNCTION "event_origin_text"("event_origin");

CREATE FUNCTION "event_status_text"("event_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("event_status" AS text) WITH FUNCTION "event_status_text"("event_status");

CREATE FUNCTION "fiscalization_status_text"("fiscalization_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("fiscalization_status" AS text) WITH FUNCTION "fiscalization_status_text"("fiscalization_status");

CREATE FUNCTION "idempotency_status_text"("idempotency_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("idempotency_status" AS text) WITH FUNCTION "idempotency_status_text"("idempotency_status");

CREATE FUNCTION "outbox_status_text"("outbox_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("outbox_status" AS text) WITH FUNCTION "outbox_status_text"("outbox_status");

CREATE FUNCTION "overbookable_text"("overbookable") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("overbookable" AS text) WITH FUNCTION "overbookable_text"("overbookable");

CREATE FUNCTION "payment_status_text"("payment_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("payment_status" AS text) WITH FUNCTION "payment_status_text"("payment_status");

CREATE FUNCTION "resource_priority_text"("resource_priority") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("resource_priority" AS text) WITH FUNCTION "resource_priority_text"("resource_priority");

CREATE FUNCTION "resource_type_text"("resource_type") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("resource_type" AS text) WITH FUNCTION "resource_type_text"("resource_type");

CREATE FUNCTION "rule_association_text"("rule_association") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("rule_association" AS text) WITH FUNCTION "rule_association_text"("rule_association");

CREATE FUNCTION "rule_type_text"("rule_type") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("rule_type" AS text) WITH FUNCTION "rule_type_text"("rule_type");

CREATE FUNCTION "service_needs_text"("service_needs") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("service_needs" AS text) WITH FUNCTION "service_needs_text"("service_needs");

CREATE FUNCTION "terminal_issuer_type_text"("terminal_issuer_type") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("terminal_issuer_type" AS text) WITH FUNCTION "terminal_issuer_type_text"("terminal_issuer_type");

CREATE FUNCTION "voucher_status_text"("voucher_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("voucher_status" AS text) WITH FUNCTION "voucher_status_text"("voucher_status");

CREATE FUNCTION "voucher_template_type_text"("voucher_template_type") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("voucher_template_type" AS text) WITH FUNCTION "voucher_template_type_text"("voucher_template_type");

CREATE FUNCTION "webhook_delivery_status_text"("webhook_delivery_status") RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS E'BEGIN RETURN textin(enum_out($1))\073 END';
CREATE CAST ("webhook_delivery_status" AS text) WITH FUNCTION "webhook_delivery_status_text"("webhook_delivery_status");
