import { nanoid } from 'nanoid';

/** An id as Prisma's `@default(nanoid(24))` makes them, for rows written in plain SQL. */
export const newId = () => nanoid(24);
