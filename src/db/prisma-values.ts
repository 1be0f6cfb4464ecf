// The few values of Prisma's namespace the domain uses (Decimal, the JSON null marker, tagged
// SQL), from Prisma's runtime alone. Importing them from the generated client (as `Prisma.…`)
// loaded that client, 0.8 MB of generated code and its parsed data model, about 8 MB resident,
// at every start; it is now loaded only when Prisma Client is first built (db/database.ts).
// They are the very objects the generated client re-exports, so `instanceof` and Prisma's own
// checks see no difference. Types still come from the generated client (`import type`).
export { DbNull, Decimal, empty, sqltag } from '@prisma/client/runtime/client';
