import { defineConfig } from 'prisma/config';

// The Prisma CLI is used only for `prisma generate` (migrations run through the WASM schema
// engine, see src/db/migrations.ts), so the URL is only a placeholder when DATABASE_URL is unset;
// `env()` would throw instead.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || 'postgresql://localhost:5432/placeholder' },
});
