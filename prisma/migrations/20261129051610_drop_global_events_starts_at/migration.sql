-- The index on events(starts_at) alone served the reminders job when it scanned every company at
-- once. Every statement on events now names its company (or reads by id, or by a marketplace
-- account: docs/scaling.md), and each has an index that starts with it. Left in place it served
-- nothing but a wrong plan: planned with the values of a company whose events are all ahead,
-- PostgreSQL walked it in start order filtering on company_id, 518,660 other companies' rows
-- before the first 100 of the HQ events list (180-345 ms a page at a hundredfold data, against
-- 1.1-1.9 ms by events_company_id_starts_at_id_idx, bench/README.md). And every booking wrote to it.

-- DropIndex
DROP INDEX "events_starts_at_idx";
