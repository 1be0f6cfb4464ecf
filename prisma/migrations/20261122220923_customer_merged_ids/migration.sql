-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "merged_ids" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Backfill from the audit trail: a merge (operation mergeCustomers) deleted each merged record
-- and updated the one kept, all in one transaction, so their activities share the company, the
-- request id and created_at (now(), the transaction's start). The closure follows earlier merges
-- of the merged records too. Merges made before the audit trail existed left no trace and stay
-- unknown.
WITH RECURSIVE edges AS (
  SELECT DISTINCT kept.object_id AS into_id, gone.object_id AS merged_id
    FROM activities kept
    JOIN activities gone
      ON gone.company_id = kept.company_id AND gone.request_id = kept.request_id
     AND gone.created_at = kept.created_at AND gone.operation = 'mergeCustomers'
     AND gone.object_type = 'customers' AND gone.action = 'delete'
   WHERE kept.operation = 'mergeCustomers' AND kept.object_type = 'customers' AND kept.action = 'update'
     AND kept.request_id IS NOT NULL
),
closure AS (
  SELECT into_id, merged_id FROM edges
  UNION
  SELECT c.into_id, e.merged_id FROM closure c JOIN edges e ON e.into_id = c.merged_id
)
UPDATE customers cu
   SET merged_ids = ARRAY(SELECT DISTINCT merged_id FROM closure WHERE into_id = cu.id ORDER BY merged_id)
 WHERE cu.id IN (SELECT into_id FROM closure);
