// The OpenAPI document says what the server requires of a request body, and the server requires
// what it says (issue 26, item 4). Every operation with a requestBody is walked from the committed
// document:
// `requestBody.required: true` exactly when a POST without a body is refused for the body's absence
// (400 validation_error naming `body`, or the first field the schema requires): a route that reads
// a missing body as `{}` and whose schema requires no field takes it, so its body is optional.
// Path ids that name the demo's company and enterprise, or nothing: the body is checked first.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loadDemoDataIfEmpty } from '../../src/seed/demo.ts';
import { signUpCustomer } from '../helpers/customers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Schema {
  $ref?: string;
  required?: string[];
}
interface Operation {
  operationId: string;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}
const doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
} = JSON.parse(readFileSync('openapi/openapi.json', 'utf8'));
const deref = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? deref(doc.components.schemas[s.$ref.split('/').pop() ?? '']) : s;

const withBody = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => typeof op === 'object' && op.requestBody)
    .map(([method, op]) => ({ path, method, op })),
);

let t: TestApp;
let hq: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await loadDemoDataIfEmpty(t.appDb.prisma);
  hq = { Authorization: `Bearer ${seeded?.token}` };
  const signed = await signUpCustomer(t.app, t.db.sql, {
    email: 'required@example.test',
    password: 'a long enough password',
  });
  customer = { Authorization: `Bearer ${signed.body.token}` };
});
afterAll(() => t?.close());

/** The operation asked as a client would: its path with ids that name nothing, its caller's token. */
function ask(path: string, method: string) {
  const url = path
    .replace('{company_id}', DEMO.salon)
    .replace('{enterprise_id}', DEMO.enterprise)
    .replace(/\{[^}]+\}/g, 'no_such_id');
  const headers = url.startsWith('/v1/hq/') ? hq : url.startsWith('/v1/marketplace/') ? customer : {};
  return t.http[method as 'post'](url).set(headers);
}

describe('what the OpenAPI document says a request body needs', () => {
  it('walks every operation with a body (the walk itself works)', () => {
    // 64 operations take a JSON body (the series' six, managing people's five and the packages' five among them); each must be walked, none skipped.
    expect(withBody).toHaveLength(64);
  });

  for (const { path, method, op } of withBody) {
    it(`${op.operationId}: requestBody.required is what a POST without a body meets`, async () => {
      const res = await ask(path, method);
      const schema = deref(op.requestBody?.content?.['application/json']?.schema);
      const absent = [...(schema?.required ?? []), 'body'];
      const refused =
        res.status === 400 &&
        res.body.type === 'validation_error' &&
        absent.includes(res.body.details?.[0]?.field);
      expect(refused, `${res.status} ${JSON.stringify(res.body)}`).toBe(op.requestBody?.required === true);
    });
  }
});
