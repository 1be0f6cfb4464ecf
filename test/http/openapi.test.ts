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

describe('the document generates good clients', () => {
  const doc = () => JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
  const op = (d: any, method: string, path: string) => d.paths[path][method];
  const param = (o: any, name: string) => o.parameters.find((p: any) => p.name === name);

  it('names every titled schema in components and refers to it', () => {
    const d = doc();
    const text = JSON.stringify(d.paths);
    for (const name of ['Company', 'Event', 'Voucher', 'TimeSlots', 'Error', 'MarketplaceCompany']) {
      expect(d.components.schemas[name]?.title, name).toBe(name);
      expect(text, name).toContain(`"$ref":"#/components/schemas/${name}"`);
    }
    // No titled schema is left inline in the operations.
    expect(text).not.toMatch(/"title":"/);
    const list = op(d, 'get', '/v1/hq/companies/{company_id}/events').responses['200'].content[
      'application/json'
    ];
    expect(list.schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Event' } });
  });

  it('declares the object query parameters as application/json', () => {
    const d = doc();
    const list = op(d, 'get', '/v1/marketplace/companies');
    for (const name of ['filter', 'sort', 'pagination']) {
      const p = param(list, name);
      expect(p.schema, name).toBeUndefined();
      expect(p.content['application/json'].schema.type, name).toBe('object');
    }
    const pagination = param(list, 'pagination').content['application/json'].schema;
    expect(pagination.properties.limit).toMatchObject({ type: 'integer', format: 'int32', default: 100 });
  });

  it('types integers and numbers with formats', () => {
    const d = doc();
    const company = param(op(d, 'get', '/v1/marketplace/companies'), 'lat');
    expect(company.schema).toMatchObject({ type: 'number', format: 'double' });
    const interval = d.components.schemas.Company.properties.profile.properties.booking_interval;
    expect(interval).toMatchObject({ type: 'integer', format: 'int32', default: 15 });
    expect(interval.enum).toContain(240);
    // Every integer and number of the document carries a format.
    const missing: string[] = [];
    const walk = (n: any, at: string) => {
      if (!n || typeof n !== 'object') return;
      const types = [n.type].flat();
      if (
        (types.includes('integer') || types.includes('number')) &&
        !n.format &&
        !('enum' in n && !types.includes('integer'))
      )
        missing.push(at);
      for (const [k, v] of Object.entries(n)) if (k !== 'enum' && k !== 'default') walk(v, `${at}/${k}`);
    };
    walk(d, '#');
    expect(missing).toEqual([]);
  });

  it('marks the 16 deprecated items of the spec (9.3) deprecated', () => {
    const d = doc();
    const companies = op(d, 'get', '/v1/marketplace/companies');
    const enterprises = op(d, 'get', '/v1/marketplace/enterprises');
    const deprecatedParams = (o: any) =>
      o.parameters.filter((p: any) => p.deprecated).map((p: any) => p.name);
    const query = new Set([
      ...deprecatedParams(companies),
      ...deprecatedParams(enterprises),
      ...deprecatedParams(op(d, 'get', '/v1/marketplace/companies/{company_id}/employees')),
    ]);
    expect([...query].sort()).toEqual(
      ['sort_by', 'lat', 'lng', 'radius', 'enterprise_ids', 'company_type_id', 'enterprise_id']
        .concat(['limit_companies', 'skip_companies', 'limit', 'skip', 'event_type_ids'])
        .sort(),
    );
    expect(param(companies, 'radius').schema.default).toBe(100000);
    const body = op(d, 'post', '/v1/hq/event_types').requestBody.content['application/json'].schema;
    for (const field of ['company_id', 'thumb', 'image', 'custom_payment_settings']) {
      expect(body.properties[field].deprecated, field).toBe(true);
    }
  });

  it('states the spec defaults and the voucher data fields', () => {
    const d = doc();
    const template = op(d, 'post', '/v1/hq/voucher_templates').requestBody.content['application/json'].schema;
    expect(template.properties.number_of_guests.default).toBe(1);
    expect(template.properties.expiration_months_after_purchase.default).toBe(48);
    expect(d.components.schemas.Voucher.properties.data).toEqual({
      $ref: '#/components/schemas/VoucherData',
    });
    expect(Object.keys(d.components.schemas.VoucherData.properties)).toEqual(
      expect.arrayContaining([
        'type',
        'sessions_used',
        'sessions_total',
        'number_of_guests',
        'voucher_template',
      ]),
    );
  });

  it("lists an operation's error codes in its answers, the create-event codes on create event", () => {
    const d = doc();
    const refused = op(d, 'post', '/v1/marketplace/events').responses['400'].content['application/json']
      .schema;
    expect(refused.allOf[0]).toEqual({ $ref: '#/components/schemas/Error' });
    expect(refused.allOf[1].properties.type.enum).toContain('create_event_error');
    expect(refused.allOf[1].properties.code.enum).toEqual(
      expect.arrayContaining([
        'time_slot_not_available',
        'time_slot_reservation_expired',
        'outside_booking_window',
        'invalid_guest_count',
        'event_type_not_bookable',
        'employee_not_available',
        'space_not_available',
      ]),
    );
    const reused = op(d, 'post', '/v1/marketplace/events').responses['422'].content['application/json']
      .schema;
    expect(reused.allOf[1].properties.code.enum).toEqual(['idempotency_key_reused']);
    // A read-only list has no conflicts to answer.
    expect(op(d, 'get', '/v1/hq/companies').responses['409']).toBeUndefined();
  });
});
