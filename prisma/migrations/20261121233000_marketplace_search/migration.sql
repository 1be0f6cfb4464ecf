-- Hand-written: marketplace search at scale (Prisma's schema language cannot express these).
-- unaccent() is only STABLE (it reads its dictionary through the search path), so it cannot be
-- used in an index. This wrapper names the dictionary schema-qualified, which makes it safe to
-- declare IMMUTABLE, and PostgreSQL then never inlines it, so the indexed expression stays as written.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- What a customer's search matches on a company: its name, store name and address. The marketplace
-- query uses exactly this expression (src/domain/marketplace/company-query.ts), so the trigram
-- index answers `LIKE '%harsnyrting%'` without scanning the table.
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin (
  immutable_unaccent(lower(
    "name" || ' ' || coalesce("profile"->>'store_name', '') || ' ' ||
    coalesce("location"->>'formatted_address', '') || ' ' || coalesce("location"->'address'->>'city', '')
  )) public.gin_trgm_ops
);

-- Employee search across companies (GET /v1/marketplace/employees).
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (
  immutable_unaccent(lower("name")) public.gin_trgm_ops
);

-- The marketplace lists only visible companies, and its default orders walk these partial indexes.
CREATE INDEX "companies_marketplace_name_idx" ON "companies" ("name", "id")
  WHERE "marketplace_enabled" AND "marketplace_visible";
CREATE INDEX "companies_marketplace_favorites_idx" ON "companies" ("favorites" DESC, "id")
  WHERE "marketplace_enabled" AND "marketplace_visible";
