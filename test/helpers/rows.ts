/**
 * Test fixtures change one row by its id alone. Tenant-owned rows are keyed by (company_id, id)
 * (docs/scaling.md), so Prisma's update and delete need both; a fixture that knows only the id
 * uses updateMany/deleteMany through this, which still fails unless exactly one row matched.
 */
export async function one(write: Promise<{ count: number }>): Promise<void> {
  const { count } = await write;
  if (count !== 1) throw new Error(`expected to change one row, changed ${count}`);
}
