// The embedded database (PGlite: PostgreSQL compiled to WASM) and its Prisma adapter factories.
//
// Kept apart from database.ts so that a server on PostgreSQL never loads it: database.ts imports
// this module only when it opens the embedded database (the PGlite runtime and its extensions
// cost start-up time and memory that a PostgreSQL deployment has no use for).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

// The contrib extensions the migrations create; PGlite must be told to load them up front.
const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm, unaccent };

export function createPglite(dataDir: string, loadDataDir?: Blob): PGlite {
  if (dataDir.startsWith('memory://'))
    return new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
}

/**
 * The PGlite adapter factory, with a shadow database (used to replay migrations when diffing)
 * that loads the same extensions; the adapter's own shadow PGlite loads none.
 */
export function pgliteFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory;
  factory.connectToShadowDb = () =>
    (
      new PrismaPGlite(createPglite('memory://')) as unknown as SqlMigrationAwareDriverAdapterFactory
    ).connect();
  return factory;
}

/** Only a shadow database, made on demand: enough to diff the migrations against the schema. */
export function shadowOnlyFactory(): SqlMigrationAwareDriverAdapterFactory {
  const make = () =>
    (
      new PrismaPGlite(createPglite('memory://')) as unknown as SqlMigrationAwareDriverAdapterFactory
    ).connect();
  return {
    provider: 'postgres',
    adapterName: 'pglite-shadow',
    connect: make,
    connectToShadowDb: make,
  } as any;
}
