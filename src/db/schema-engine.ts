import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

// The package's own entry imports the .wasm file as an ES module, which Node 20 cannot do without
// a flag. So we instantiate the module by hand and hand its exports to the wasm-bindgen glue.
// The Prisma CLI's native schema engine is not used at all (it downloads a binary from a host
// these machines cannot reach).
let initialised = false;

function initWasm(): void {
  if (initialised) return;
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmPath = join(dirname(gluePath), 'schema_engine_bg.wasm');
  // Typed loosely: @types/node 20 declares WebAssembly only as a namespace of types.
  const wasm = (globalThis as any).WebAssembly;
  const module = new wasm.Module(readFileSync(wasmPath));
  const instance = new wasm.Instance(module, { './schema_engine_bg.js': bg as any });
  (bg as any).__wbg_set_wasm(instance.exports);
  (instance.exports as any).__wbindgen_start();
  initialised = true;
}

export type SchemaEngine = bg.SchemaEngine;

/** A schema engine that talks to the database through a Prisma driver adapter factory. */
export async function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  datamodel?: { path: string; content: string },
): Promise<SchemaEngine> {
  initWasm();
  const log = (_message: string) => {};
  return bg.SchemaEngine.new(
    { datamodels: datamodel ? [[datamodel.path, datamodel.content]] : undefined },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}
