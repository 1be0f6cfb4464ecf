// The service refusals each operation declares (src/http/error-codes.ts OPERATION_CODES) are keyed
// by operationId strings: a key that names no operation (a typo, a renamed operation) would drop
// its codes from the document without a word. Checked against the committed OpenAPI document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_CODES } from '../../src/http/error-codes.ts';

const doc = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = new Map<string, Record<string, any>>(
  Object.values<Record<string, any>>(doc.paths).flatMap((item) =>
    Object.entries<Record<string, any>>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([, op]) => [String(op.operationId), op] as const),
  ),
);

/** The codes the document lists for an operation's answer at a status. */
const documented = (op: Record<string, any>, status: string): string[] =>
  op.responses?.[status]?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? [];

describe('the service refusals by operation', () => {
  it('reads the operations of the document (the reader itself works)', () => {
    expect(operations.size).toBeGreaterThan(100);
    expect(documented(operations.get('updateCompany')!, '409')).toContain('url_name_taken');
  });

  it('keys every entry by an operationId of openapi/openapi.json', () => {
    const unknown = Object.keys(OPERATION_CODES).filter((id) => !operations.has(id));
    expect(unknown).toEqual([]);
  });

  it('finds every code of an entry in its operation’s documented answer', () => {
    const missing = Object.entries(OPERATION_CODES).flatMap(([id, byStatus]) =>
      Object.entries(byStatus).flatMap(([status, codes]) =>
        codes
          .filter((c) => !documented(operations.get(id) ?? {}, status).includes(c.code))
          .map((c) => `${id} ${status} ${c.code}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
