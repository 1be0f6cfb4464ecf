import type { FastifyInstance } from 'fastify';
import { Prisma, type PrismaClient } from '../../src/generated/prisma/client.ts';

/**
 * Shared by the hardening tests: the operations of the OpenAPI document the app serves (never a
 * hand-kept list, so routes added later are covered by themselves), and real object IDs found in
 * the database by the name of the parameter or body field that carries them.
 */
export type JsonSchema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  params: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  /** hq: an HQ bearer token; customer: a customer JWT required; optional: either; none. */
  auth: 'hq' | 'customer' | 'optional' | 'none';
  key: string;
}

/**
 * The document with every `$ref` replaced by a copy of what it names, and each parameter sent as
 * `content` (the JSON query objects) given its `schema`, so the walkers read plain schemas.
 */
export function dereference(doc: Record<string, any>): Record<string, any> {
  const components: Record<string, any> = doc.components?.schemas ?? {};
  const inline = (node: unknown, trail: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, trail));
    if (!node || typeof node !== 'object') return node;
    const n = node as Record<string, any>;
    if (typeof n.$ref === 'string') {
      const name = n.$ref.replace('#/components/schemas/', '');
      if (trail.includes(name)) throw new Error(`recursive schema ${name}`);
      const { $ref: _, ...rest } = n;
      return {
        ...(inline(components[name], [...trail, name]) as object),
        ...(inline(rest, trail) as object),
      };
    }
    return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, inline(v, trail)]));
  };
  const paths = inline(doc.paths, []) as Record<string, any>;
  for (const item of Object.values<Record<string, any>>(paths)) {
    for (const op of Object.values<Record<string, any>>(item)) {
      for (const p of op?.parameters ?? []) {
        if (!p.schema && p.content) p.schema = Object.values<any>(p.content)[0]?.schema;
      }
    }
  }
  return { ...doc, paths };
}

export function operationsOf(document: Record<string, any>): Operation[] {
  const doc = dereference(document);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<Record<string, any>>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const security: Record<string, unknown>[] | undefined = op.security;
      const schemes = (security ?? []).flatMap((s) => Object.keys(s));
      const optional = (security ?? []).some((s) => Object.keys(s).length === 0);
      const auth = schemes.includes('HqBearer')
        ? 'hq'
        : schemes.includes('Marketplace-Authentication')
          ? optional
            ? 'optional'
            : 'customer'
          : 'none';
      out.push({
        method: method as Operation['method'],
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        params: (op.parameters ?? []) as Parameter[],
        body: op.requestBody?.content?.['application/json']?.schema,
        bodyRequired: Boolean(op.requestBody?.required),
        responses: op.responses ?? {},
        auth,
        key: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return out;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Field or parameter names whose model is not their own name. */
const ALIASES: Record<string, string[]> = {
  space: ['resource'],
  sub_resource: ['resource'],
  table: ['resource'],
  issuer: ['company', 'hqUser'],
  user: ['hqUser'],
  webhook: ['webhookEndpoint'],
  delivery: ['webhookDelivery'],
  invitation: ['hqInvitation'],
  url_name: ['company', 'enterprise'],
  readable: ['cuisine', 'dietary', 'ambience', 'companyType', 'serviceType'],
};

/** Prisma delegates an ID-carrying name refers to: `event_type_id`, `event_types`, `company`. */
export function modelsFor(prisma: PrismaClient, name: string): string[] {
  let base = name.replace(/_ids?$/, '');
  if (name === 'url_name') base = 'url_name';
  const candidates = [base, base.replace(/s$/, ''), base.replace(/ies$/, 'y')];
  for (const c of candidates) {
    if (ALIASES[c]) return ALIASES[c];
    if ((prisma as any)[camel(c)]?.findMany) return [camel(c)];
  }
  return [];
}

/** Up to `take` values of the column that a name refers to (ids; url names; readable ids). */
export async function realValues(prisma: PrismaClient, name: string, take = 25): Promise<string[]> {
  const column = name === 'url_name' ? 'url_name' : name === 'readable_id' ? 'readable_id' : 'id';
  const out: string[] = [];
  for (const model of modelsFor(prisma, name)) {
    try {
      const rows = await (prisma as any)[model].findMany({ select: { [column]: true }, take });
      for (const r of rows) if (typeof r[column] === 'string') out.push(r[column]);
    } catch {
      // a model without that column
    }
  }
  return out;
}

/** Every row of every model, ordered by id: compared before and after to prove nothing changed. */
export async function snapshot(prisma: PrismaClient, where: (model: string) => object | undefined) {
  const out: Record<string, unknown[]> = {};
  for (const name of Object.values(Prisma.ModelName)) {
    const model = name.charAt(0).toLowerCase() + name.slice(1);
    const delegate = (prisma as any)[model];
    if (!delegate?.findMany) continue;
    const filter = where(model);
    if (filter === undefined) continue;
    try {
      out[model] = await delegate.findMany({ where: filter, orderBy: { id: 'asc' } });
    } catch {
      out[model] = await delegate.findMany({ where: filter });
    }
  }
  return out;
}

export async function servedDocument(app: FastifyInstance): Promise<Record<string, any>> {
  return app.swagger() as unknown as Record<string, any>;
}
