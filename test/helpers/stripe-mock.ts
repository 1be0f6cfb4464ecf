// A Stripe API stand-in on 127.0.0.1 for the Stripe provider's tests: never the internet.
// stripe-stateful-mock (npm, 0.0.16, the only Stripe mock the registry has) was tried first: it
// runs, but speaks charges, customers and refunds only, no PaymentIntents, which is all this
// provider uses. So this is the smallest stub we can defend: the five endpoints the adapter
// calls, with Stripe's wire format (form-encoded bodies, bearer key, Idempotency-Key replay,
// error objects with type, code and param) and the state rules it relies on (an intent is paid
// once, cancelled only while unpaid, refunded once). It keeps every request for assertions.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

export interface MockIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  created: number;
}

export interface MockRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeMock {
  /** host/port/protocol as STRIPE_API_BASE takes them, e.g. http://127.0.0.1:41234 */
  url: string;
  intents: Map<string, MockIntent>;
  refunds: MockRefund[];
  /** Every request: method, path, Idempotency-Key. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** While true, every request is answered 500 (Stripe down). */
  down: boolean;
  /** A Stripe event about an intent as the mock has it now, as Stripe would deliver it. */
  event(type: string, intentId: string): string;
  close(): Promise<void>;
}

/** `a[b][c]=v` form fields as nested objects, as Stripe reads them. */
function parseForm(body: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path[path.length - 1]] = value;
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(reply: FastifyReply, status: number, error: Record<string, unknown>) {
  return reply.code(status).send({ error });
}

export async function startStripeMock(secretKey: string): Promise<StripeMock> {
  const app: FastifyInstance = Fastify({ logger: false });
  const state = { down: false };
  const intents = new Map<string, MockIntent>();
  const refunds: MockRefund[] = [];
  const requests: StripeMock['requests'] = [];
  /** Idempotency-Key -> the answer first given (Stripe replays it for 24 hours). */
  const replays = new Map<string, { status: number; body: unknown }>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method, path: request.url, idempotencyKey: key });
    if (state.down)
      return stripeError(reply, 500, { type: 'api_error', message: 'An unknown error occurred.' });
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(reply, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    const replay = key && request.method === 'POST' ? replays.get(key) : undefined;
    if (replay) return reply.code(replay.status).header('idempotent-replayed', 'true').send(replay.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    if (
      key &&
      request.method === 'POST' &&
      !replays.has(key) &&
      reply.statusCode !== 401 &&
      reply.statusCode < 500
    )
      replays.set(key, { status: reply.statusCode, body: JSON.parse(payload as string) });
    return payload;
  });

  const find = (intentId: string, reply: FastifyReply) => {
    const intent = intents.get(intentId);
    if (!intent)
      stripeError(reply, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    return intent;
  };
  const unexpectedState = (reply: FastifyReply, intent: MockIntent, action: string) =>
    stripeError(reply, 400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      payment_intent: intent,
    });

  app.post('/v1/payment_intents', async (request, reply) => {
    const body = request.body as Record<string, any>;
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || !body.currency)
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer',
      });
    const intentId = id('pi');
    const intent: MockIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: body.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: body.metadata ?? {},
      payment_method: null,
      latest_charge: null,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intentId, intent);
    return intent;
  });

  app.get('/v1/payment_intents/:id', async (request, reply) =>
    find((request.params as { id: string }).id, reply),
  );

  app.post('/v1/payment_intents/:id/confirm', async (request, reply) => {
    const intent = find((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
      return unexpectedState(reply, intent, 'confirm');
    const method = (request.body as Record<string, string>).payment_method;
    // Stripe's test payment methods: pm_card_visa pays, pm_card_chargeDeclined is declined.
    if (method === 'pm_card_chargeDeclined' || method === 'pm_card_visa_chargeDeclined')
      return stripeError(reply, 402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    if (!/^pm_card_/.test(method ?? ''))
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${method}'`,
      });
    intent.status = 'succeeded';
    intent.payment_method = method;
    intent.latest_charge = id('ch');
    return intent;
  });

  app.post('/v1/payment_intents/:id/cancel', async (request, reply) => {
    const intent = find((request.params as { id: string }).id, reply);
    if (!intent) return reply;
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return unexpectedState(reply, intent, 'cancel');
    intent.status = 'canceled';
    return intent;
  });

  app.post('/v1/refunds', async (request, reply) => {
    const body = request.body as Record<string, any>;
    const intent = find(body.payment_intent, reply);
    if (!intent) return reply;
    if (intent.status !== 'succeeded')
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    if (refunds.some((r) => r.payment_intent === intent.id))
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.latest_charge} has already been refunded.`,
      });
    // `amount` refunds part of the charge (in the minor unit, at most what was charged).
    const amount = body.amount === undefined ? intent.amount : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount)
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${body.amount}) is greater than the charge (${intent.amount}).`,
      });
    const refund: MockRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: body.metadata ?? {},
    };
    refunds.push(refund);
    return refund;
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    intents,
    refunds,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    event(type, intentId) {
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intents.get(intentId) ?? { id: intentId, object: 'payment_intent', metadata: {} } },
      });
    },
    close: () => app.close(),
  };
}
