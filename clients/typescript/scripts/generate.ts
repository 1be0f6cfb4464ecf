/**
 * Writes src/schema.d.ts and src/json-query-params.ts from the committed OpenAPI document
 * (../../openapi/openapi.json): `npm run client` at the repository root, or `npm run generate` here.
 * `--check` writes nothing and exits 1 when the files differ from what it would write (a test and
 * CI run it, so the client cannot fall behind the document).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const here = import.meta.dirname;
const documentPath = resolve(here, '../../../openapi/openapi.json');
const out = {
  schema: resolve(here, '../src/schema.d.ts'),
  params: resolve(here, '../src/json-query-params.ts'),
};

export async function render(): Promise<{ schema: string; params: string }> {
  const doc = JSON.parse(readFileSync(documentPath, 'utf8'));
  // The object query parameters are sent as JSON (`content: application/json`). openapi-typescript
  // types such a parameter as a string; given its schema it types the object the caller passes,
  // which the client's query serializer (src/index.ts) then sends as JSON.
  const jsonParams = new Set<string>();
  for (const item of Object.values<Record<string, any>>(doc.paths)) {
    for (const op of Object.values<Record<string, any>>(item)) {
      for (const p of op?.parameters ?? []) {
        const media = p.content?.['application/json'];
        if (p.in === 'query' && media?.schema) {
          jsonParams.add(p.name);
          p.schema = media.schema;
          delete p.content;
        }
      }
    }
  }
  const ast = await openapiTS(doc, { alphabetize: false, exportType: true });
  const header =
    '// Generated from openapi/openapi.json by clients/typescript/scripts/generate.ts. Do not edit.\n';
  return {
    schema: `${header}${astToString(ast)}`,
    params: `${header}/** Query parameters the API reads as URL-encoded JSON objects. */\nexport const JSON_QUERY_PARAMS: readonly string[] = ${JSON.stringify([...jsonParams].sort())};\n`,
  };
}

if (import.meta.main) {
  const rendered = await render();
  if (process.argv.includes('--check')) {
    const stale = (Object.keys(out) as (keyof typeof out)[]).filter(
      (k) => readFileSync(out[k], 'utf8') !== rendered[k],
    );
    if (stale.length > 0) {
      console.error(`clients/typescript is stale (${stale.join(', ')}): run npm run client`);
      process.exit(1);
    }
    console.log('clients/typescript matches openapi/openapi.json');
  } else {
    for (const k of Object.keys(out) as (keyof typeof out)[]) writeFileSync(out[k], rendered[k]);
    console.log(`wrote ${out.schema} and ${out.params}`);
  }
}
