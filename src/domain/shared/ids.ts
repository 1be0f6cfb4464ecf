import { nanoid } from 'nanoid';

/** An id as Prisma's `@default(nanoid(24))` makes them, for rows written in plain SQL. */
export const newId = () => nanoid(24);

/**
 * The primary key of a company's row (docs/scaling.md): every tenant-owned table is keyed by
 * (company_id, id), so a Prisma `where` that names one row names both. Where the company is not
 * known yet (the first load of an object by the id in a URL), read with findFirst on `id` alone,
 * which the plain index on `id` serves.
 */
export const rowKey = (company_id: string, id: string) => ({ company_id_id: { company_id, id } });
