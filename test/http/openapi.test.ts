import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, renderOpenapi } from '../../src/openapi-document.ts';

describe('openapi/openapi.json', () => {
  it('is what the server serves (run `npm run openapi` after changing a route)', async () => {
    const committed = readFileSync(OPENAPI_PATH, 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await renderOpenapi()));
  });

  it('gives every operation an operationId, tags and responses', async () => {
    const doc = JSON.parse(await renderOpenapi());
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
        ids.add(op.operationId);
        expect(op.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path} responses`).toBeGreaterThan(0);
      }
    }
  });
});
