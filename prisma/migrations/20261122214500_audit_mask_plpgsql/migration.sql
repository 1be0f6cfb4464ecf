-- audit_mask(v) in PL/pgSQL, with the same answers. As a recursive SQL-language function it could
-- not be inlined, and PostgreSQL before 18 plans such a function's statement again at every call:
-- the audit trigger calls it twice per changed field, and it called itself once more for every
-- scalar value, so a booking (an event and a customer record, about 35 fields each) planned some
-- 150 statements, about 7 ms of the database's CPU (measured: 10.4 against 3.4 ms per booking
-- with the events and customers triggers off). PL/pgSQL keeps its plans for the session, and
-- scalars are no longer passed to a call of their own.
CREATE OR REPLACE FUNCTION audit_mask(v jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS E'
BEGIN
  IF jsonb_typeof(v) = ''object'' THEN
    RETURN (
      SELECT coalesce(jsonb_object_agg(f.key, CASE
               WHEN (f.key ~* ''(^|_)(password|secret|token|credentials?|api_?key|private_?key|hash|encrypted)(_|$)''
                     OR f.key ~ ''[a-z](Password|Secret|Token|Credentials?|ApiKey|PrivateKey|Hash)'')
                    AND f.key !~ ''_at$'' AND f.value <> ''null''::jsonb THEN ''"***"''::jsonb
               WHEN jsonb_typeof(f.value) IN (''object'', ''array'') THEN audit_mask(f.value)
               ELSE f.value END), ''{}''::jsonb)
        FROM jsonb_each(v) AS f)\073
  ELSIF jsonb_typeof(v) = ''array'' THEN
    RETURN (
      SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e.value) IN (''object'', ''array'')
                                     THEN audit_mask(e.value) ELSE e.value END ORDER BY e.n), ''[]''::jsonb)
        FROM jsonb_array_elements(v) WITH ORDINALITY AS e(value, n))\073
  END IF\073
  RETURN v\073
END';
