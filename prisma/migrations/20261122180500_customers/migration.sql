-- DropIndex
DROP INDEX "customers_company_id_email_idx";

-- DropIndex
DROP INDEX "customers_company_id_phone_number_idx";

-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "phone" TEXT,
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "outbox_messages" ADD COLUMN     "customer_id" TEXT;

-- CreateIndex
CREATE INDEX "outbox_messages_customer_id_idx" ON "outbox_messages"("customer_id");

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: customers as the business's client records (CONTRACT.md 9.4).

-- Numbering plans (ISO country, calling code, national trunk prefix, main country of its calling
-- code), written from libphonenumber-js's metadata, so that this migration normalises the phones
-- of existing rows to E.164 the way the app does (src/domain/customers/phone.ts): an
-- international number as it is, a national one with its calling code (given, or the company's
-- country's) and without its trunk prefix. It is an approximation of the library for the few
-- plans that keep a leading 0 (Italy): a phone it reads otherwise only misses a match.
CREATE TABLE "_customer_phone_plans" (iso text PRIMARY KEY, calling text NOT NULL, prefix text NOT NULL, main boolean NOT NULL);
INSERT INTO "_customer_phone_plans" (iso, calling, prefix, main) VALUES
  ('AC','247','',true), ('AD','376','',true), ('AE','971','0',true), ('AF','93','0',true), ('AG','1','1',false), ('AI','1','1',false), ('AL','355','0',true), ('AM','374','0',true),
  ('AO','244','',true), ('AR','54','0',true), ('AS','1','1',false), ('AT','43','0',true), ('AU','61','0',true), ('AW','297','',true), ('AX','358','0',false), ('AZ','994','0',true),
  ('BA','387','0',true), ('BB','1','1',false), ('BD','880','0',true), ('BE','32','0',true), ('BF','226','',true), ('BG','359','0',true), ('BH','973','',true), ('BI','257','',true),
  ('BJ','229','',true), ('BL','590','0',false), ('BM','1','1',false), ('BN','673','',true), ('BO','591','0',true), ('BQ','599','0',false), ('BR','55','0',true), ('BS','1','1',false),
  ('BT','975','',true), ('BW','267','',true), ('BY','375','8',true), ('BZ','501','',true), ('CA','1','1',false), ('CC','61','0',false), ('CD','243','0',true), ('CF','236','',true),
  ('CG','242','',true), ('CH','41','0',true), ('CI','225','',true), ('CK','682','',true), ('CL','56','',true), ('CM','237','',true), ('CN','86','0',true), ('CO','57','0',true),
  ('CR','506','0',true), ('CU','53','0',true), ('CV','238','',true), ('CW','599','0',true), ('CX','61','0',false), ('CY','357','',true), ('CZ','420','',true), ('DE','49','0',true),
  ('DJ','253','',true), ('DK','45','',true), ('DM','1','1',false), ('DO','1','1',false), ('DZ','213','0',true), ('EC','593','0',true), ('EE','372','',true), ('EG','20','0',true),
  ('EH','212','0',false), ('ER','291','0',true), ('ES','34','',true), ('ET','251','0',true), ('FI','358','0',true), ('FJ','679','0',true), ('FK','500','',true), ('FM','691','',true),
  ('FO','298','0',true), ('FR','33','0',true), ('GA','241','0',true), ('GB','44','0',true), ('GD','1','1',false), ('GE','995','0',true), ('GF','594','0',true), ('GG','44','0',false),
  ('GH','233','0',true), ('GI','350','',true), ('GL','299','',true), ('GM','220','',true), ('GN','224','',true), ('GP','590','0',true), ('GQ','240','',true), ('GR','30','',true),
  ('GT','502','',true), ('GU','1','1',false), ('GW','245','',true), ('GY','592','',true), ('HK','852','0',true), ('HN','504','',true), ('HR','385','0',true), ('HT','509','',true),
  ('HU','36','06',true), ('ID','62','0',true), ('IE','353','0',true), ('IL','972','0',true), ('IM','44','0',false), ('IN','91','0',true), ('IO','246','',true), ('IQ','964','0',true),
  ('IR','98','0',true), ('IS','354','0',true), ('IT','39','0',true), ('JE','44','0',false), ('JM','1','1',false), ('JO','962','0',true), ('JP','81','0',true), ('KE','254','0',true),
  ('KG','996','0',true), ('KH','855','0',true), ('KI','686','0',true), ('KM','269','',true), ('KN','1','1',false), ('KP','850','0',true), ('KR','82','0',true), ('KW','965','',true),
  ('KY','1','1',false), ('KZ','7','8',false), ('LA','856','0',true), ('LB','961','0',true), ('LC','1','1',false), ('LI','423','0',true), ('LK','94','0',true), ('LR','231','0',true),
  ('LS','266','',true), ('LT','370','0',true), ('LU','352','0',true), ('LV','371','',true), ('LY','218','0',true), ('MA','212','0',true), ('MC','377','0',true), ('MD','373','0',true),
  ('ME','382','0',true), ('MF','590','0',false), ('MG','261','0',true), ('MH','692','1',true), ('MK','389','0',true), ('ML','223','',true), ('MM','95','0',true), ('MN','976','0',true),
  ('MO','853','',true), ('MP','1','1',false), ('MQ','596','0',true), ('MR','222','',true), ('MS','1','1',false), ('MT','356','',true), ('MU','230','0',true), ('MV','960','0',true),
  ('MW','265','0',true), ('MX','52','0',true), ('MY','60','0',true), ('MZ','258','',true), ('NA','264','0',true), ('NC','687','',true), ('NE','227','',true), ('NF','672','0',true),
  ('NG','234','0',true), ('NI','505','',true), ('NL','31','0',true), ('NO','47','0',true), ('NP','977','0',true), ('NR','674','',true), ('NU','683','',true), ('NZ','64','0',true),
  ('OM','968','',true), ('PA','507','',true), ('PE','51','0',true), ('PF','689','',true), ('PG','675','0',true), ('PH','63','0',true), ('PK','92','0',true), ('PL','48','',true),
  ('PM','508','0',true), ('PR','1','1',false), ('PS','970','0',true), ('PT','351','',true), ('PW','680','',true), ('PY','595','0',true), ('QA','974','',true), ('RE','262','0',true),
  ('RO','40','0',true), ('RS','381','0',true), ('RU','7','8',true), ('RW','250','0',true), ('SA','966','0',true), ('SB','677','',true), ('SC','248','0',true), ('SD','249','0',true),
  ('SE','46','0',true), ('SG','65','',true), ('SH','290','0',true), ('SI','386','0',true), ('SJ','47','0',false), ('SK','421','0',true), ('SL','232','0',true), ('SM','378','0',true),
  ('SN','221','',true), ('SO','252','0',true), ('SR','597','',true), ('SS','211','0',true), ('ST','239','',true), ('SV','503','',true), ('SX','1','1',false), ('SY','963','0',true),
  ('SZ','268','',true), ('TA','290','0',false), ('TC','1','1',false), ('TD','235','0',true), ('TG','228','',true), ('TH','66','0',true), ('TJ','992','0',true), ('TK','690','',true),
  ('TL','670','',true), ('TM','993','8',true), ('TN','216','',true), ('TO','676','',true), ('TR','90','0',true), ('TT','1','1',false), ('TV','688','',true), ('TW','886','0',true),
  ('TZ','255','0',true), ('UA','380','0',true), ('UG','256','0',true), ('US','1','1',true), ('UY','598','0',true), ('UZ','998','',true), ('VA','39','0',false), ('VC','1','1',false),
  ('VE','58','0',true), ('VG','1','1',false), ('VI','1','1',false), ('VN','84','0',true), ('VU','678','',true), ('WF','681','',true), ('WS','685','',true), ('XK','383','0',true),
  ('YE','967','0',true), ('YT','262','0',false), ('ZA','27','0',true), ('ZM','260','0',true), ('ZW','263','0',true)
;

CREATE FUNCTION "_customer_e164"(cc text, num text, country text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN e ~ '^\+[1-9][0-9]{6,14}$' THEN e END
    FROM (SELECT CASE
            WHEN n = '' THEN NULL
            WHEN n LIKE '+%' THEN '+' || regexp_replace(n, '\D', '', 'g')
            WHEN n LIKE '00%' THEN '+' || substr(regexp_replace(n, '\D', '', 'g'), 3)
            WHEN p.calling IS NULL THEN NULL
            WHEN p.prefix <> '' AND starts_with(regexp_replace(n, '\D', '', 'g'), p.prefix)
              THEN '+' || p.calling || substr(regexp_replace(n, '\D', '', 'g'), length(p.prefix) + 1)
            ELSE '+' || p.calling || regexp_replace(n, '\D', '', 'g')
          END AS e
          FROM (SELECT coalesce(trim(num), '') AS n) x
          LEFT JOIN LATERAL (
            SELECT calling, prefix FROM "_customer_phone_plans"
             WHERE (nullif(regexp_replace(coalesce(cc, ''), '\D', '', 'g'), '') IS NOT NULL
                    AND calling = regexp_replace(cc, '\D', '', 'g') AND main)
                OR (nullif(regexp_replace(coalesce(cc, ''), '\D', '', 'g'), '') IS NULL AND iso = upper(country))
             LIMIT 1) p ON true) y
$$;

-- Existing records: their phone in E.164. Records made for marketplace accounts before this
-- migration may share an e-mail or phone within a company: the oldest keeps it, the others
-- (still found by their account) give it up, so that the unique indexes below can hold.
UPDATE "customers" c SET "phone" = "_customer_e164"(c."phone_country_code", c."phone_number", co."country_code")
  FROM "companies" co WHERE co."id" = c."company_id";
UPDATE "customers" c SET "email" = NULL
  WHERE c."email" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "customers" o WHERE o."company_id" = c."company_id" AND lower(o."email") = lower(c."email")
       AND (o."created_at", o."id") < (c."created_at", c."id"));
UPDATE "customers" c SET "phone" = NULL
  WHERE c."phone" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "customers" o WHERE o."company_id" = c."company_id" AND o."phone" = c."phone"
       AND (o."created_at", o."id") < (c."created_at", c."id"));

-- One record per e-mail (any case) and per phone within a company: a booking inserts its new
-- customer with ON CONFLICT DO NOTHING and then finds the one a racing booking made.
CREATE UNIQUE INDEX "customers_company_id_lower_email_key" ON "customers" ("company_id", lower("email"))
  WHERE "email" IS NOT NULL;
CREATE UNIQUE INDEX "customers_company_id_phone_key" ON "customers" ("company_id", "phone")
  WHERE "phone" IS NOT NULL;

-- HQ search over name, e-mail and phone by any fragment: search_text is kept by a trigger (so a
-- search never runs unaccent over the rows it scans), and a trigram index answers LIKE '%...%' on it.
-- The body is an escape string with each semicolon written \073: the migration engine splits
-- statements on that character, dollar quotes or not (as in the audit_trail migration).
CREATE FUNCTION "customers_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."search_text" := immutable_unaccent(lower(NEW."name" || '' '' || coalesce(NEW."email", '''') || '' '' || coalesce(NEW."phone", '''')))\073
  RETURN NEW\073
END
';
CREATE TRIGGER "customers_search_text" BEFORE INSERT OR UPDATE OF "name", "email", "phone" ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "customers_search_text"();
UPDATE "customers" SET "name" = "name";
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" public.gin_trgm_ops);

-- The list sorted by name, as people read names (the list query uses exactly this expression).
CREATE INDEX "customers_name_sort_idx" ON "customers" ("company_id", immutable_unaccent(lower("name")), "id");

-- Existing bookings get their customer by the booking rule: the marketplace account, else the
-- e-mail, else the phone, else a record of their own. Each step makes the records it lacks
-- (ON CONFLICT DO NOTHING: a key another record holds leaves the booking to the next step), then links.
INSERT INTO "customers" ("id", "company_id", "marketplace_user_id", "name", "email", "phone", "phone_country_code", "phone_number", "kennitala", "updated_at")
SELECT DISTINCT ON (e."company_id", e."marketplace_user_id")
       substr(md5('customer:mu:' || e."company_id" || ':' || e."marketplace_user_id"), 1, 24), e."company_id",
       e."marketplace_user_id", e."customer_name", nullif(trim(e."email"), ''),
       "_customer_e164"(e."phone_country_code", e."phone_number", co."country_code"), e."phone_country_code",
       e."phone_number", e."kennitala", now()
  FROM "events" e JOIN "companies" co ON co."id" = e."company_id"
 WHERE e."customer_id" IS NULL AND e."marketplace_user_id" IS NOT NULL
 ORDER BY e."company_id", e."marketplace_user_id", e."created_at" DESC
ON CONFLICT DO NOTHING;
UPDATE "events" e SET "customer_id" = c."id" FROM "customers" c
 WHERE e."customer_id" IS NULL AND c."company_id" = e."company_id" AND c."marketplace_user_id" = e."marketplace_user_id";

INSERT INTO "customers" ("id", "company_id", "name", "email", "phone", "phone_country_code", "phone_number", "kennitala", "updated_at")
SELECT DISTINCT ON (e."company_id", lower(trim(e."email")))
       substr(md5('customer:email:' || e."company_id" || ':' || lower(trim(e."email"))), 1, 24), e."company_id",
       e."customer_name", trim(e."email"),
       "_customer_e164"(e."phone_country_code", e."phone_number", co."country_code"), e."phone_country_code",
       e."phone_number", e."kennitala", now()
  FROM "events" e JOIN "companies" co ON co."id" = e."company_id"
 WHERE e."customer_id" IS NULL AND nullif(trim(e."email"), '') IS NOT NULL
 ORDER BY e."company_id", lower(trim(e."email")), e."created_at" DESC
ON CONFLICT DO NOTHING;
UPDATE "events" e SET "customer_id" = c."id" FROM "customers" c
 WHERE e."customer_id" IS NULL AND nullif(trim(e."email"), '') IS NOT NULL
   AND c."company_id" = e."company_id" AND lower(c."email") = lower(trim(e."email"));

INSERT INTO "customers" ("id", "company_id", "name", "phone", "phone_country_code", "phone_number", "kennitala", "updated_at")
SELECT DISTINCT ON (e."company_id", p.e164)
       substr(md5('customer:phone:' || e."company_id" || ':' || p.e164), 1, 24), e."company_id",
       e."customer_name", p.e164, e."phone_country_code", e."phone_number", e."kennitala", now()
  FROM "events" e JOIN "companies" co ON co."id" = e."company_id"
 CROSS JOIN LATERAL (SELECT "_customer_e164"(e."phone_country_code", e."phone_number", co."country_code") AS e164) p
 WHERE e."customer_id" IS NULL AND p.e164 IS NOT NULL
 ORDER BY e."company_id", p.e164, e."created_at" DESC
ON CONFLICT DO NOTHING;
UPDATE "events" e SET "customer_id" = c."id" FROM "customers" c, "companies" co
 WHERE e."customer_id" IS NULL AND co."id" = e."company_id" AND c."company_id" = e."company_id"
   AND c."phone" = "_customer_e164"(e."phone_country_code", e."phone_number", co."country_code");

INSERT INTO "customers" ("id", "company_id", "name", "kennitala", "updated_at")
SELECT substr(md5('customer:event:' || e."id"), 1, 24), e."company_id", e."customer_name", e."kennitala", now()
  FROM "events" e WHERE e."customer_id" IS NULL
ON CONFLICT DO NOTHING;
UPDATE "events" e SET "customer_id" = substr(md5('customer:event:' || e."id"), 1, 24) WHERE e."customer_id" IS NULL;

-- A payment for a booking belongs to the booking's customer.
UPDATE "payments" p SET "customer_id" = e."customer_id" FROM "events" e
 WHERE p."customer_id" IS NULL AND p."event_id" = e."id" AND e."customer_id" IS NOT NULL;

DROP FUNCTION "_customer_e164"(text, text, text);
DROP TABLE "_customer_phone_plans";
