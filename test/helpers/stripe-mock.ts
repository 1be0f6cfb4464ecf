// A Stripe API stand-in on 127.0.0.1 for the Stripe provider's tests: never the internet.
// stripe-stateful-mock (npm, 0.0.16, the only Stripe mock the registry has) was tried first: it
// runs, but speaks charges, customers and refunds only, no PaymentIntents, which is all this
// provider uses. So this is the smallest stub we can defend: the five endpoints the adapter
// calls, with Stripe's wire format (form-encoded bodies, bearer key, Idempotency-Key replay,
// error objects with type, code and param) and the state rules it relies on (an intent is paid
// once, cancelled only while unpaid, refunded in parts up to what it took). It keeps every
// request for assertions.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { DateTime } from 'luxon';

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

/** A membership's subscription (docs/packages.md): customers, prices, subscriptions, invoices. */
export interface MockInvoice {
  id: string;
  object: 'invoice';
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: { object: 'list'; data: { period: { start: number; end: number } }[] };
}

export interface MockSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  customer: string;
  default_payment_method: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  interval: 'week' | 'month' | 'year';
  unit_amount: number;
  currency: string;
  /** The current period's end (unix seconds). */
  period_end: number;
  latest_invoice: string;
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
  subscriptions: Map<string, MockSubscription>;
  invoices: Map<string, MockInvoice>;
  /**
   * Stripe's renewal of a subscription at its period's end: the next period's invoice, charged to
   * its default payment method (`fail`: declined, left open and the subscription past due). Answers
   * the event Stripe would deliver (invoice.paid, invoice.payment_failed).
   */
  renew(subscriptionId: string, options?: { fail?: boolean }): string;
  /** An event about any object as Stripe would deliver it (customer.subscription.deleted, ...). */
  objectEvent(type: string, object: object): string;
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
    // As Stripe: a charge is refunded in parts until all of it is back, then no more.
    const left =
      intent.amount -
      refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    if (left <= 0)
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.latest_charge} has already been refunded.`,
      });
    // `amount` refunds part of the charge (in the minor unit, at most what is left of it).
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${body.amount}) is greater than what is left of the charge (${left}).`,
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

  // ------------------------------------------------------------ memberships (subscriptions)
  const customers = new Map<string, { id: string; email: string; default_payment_method: string | null }>();
  const prices = new Map<
    string,
    { id: string; unit_amount: number; currency: string; interval: 'week' | 'month' | 'year' }
  >();
  const subscriptions = new Map<string, MockSubscription>();
  const invoices = new Map<string, MockInvoice>();
  const declines = (method: string | null | undefined) =>
    method === 'pm_card_chargeDeclined' || method === 'pm_card_visa_chargeDeclined';
  const cardDeclined = (reply: FastifyReply) =>
    stripeError(reply, 402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
  const noSuchMethod = (reply: FastifyReply, method: unknown) =>
    stripeError(reply, 400, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'payment_method',
      message: `No such PaymentMethod: '${method}'`,
    });
  const expandsInvoice = (body: Record<string, any>) =>
    Object.values<string>(body.expand ?? {}).includes('latest_invoice');
  const periodEnd = (from: number, interval: 'week' | 'month' | 'year') =>
    DateTime.fromSeconds(from, { zone: 'utc' })
      .plus(interval === 'week' ? { weeks: 1 } : interval === 'month' ? { months: 1 } : { years: 1 })
      .toSeconds();
  const invoiceFor = (
    sub: MockSubscription,
    start: number,
    reason: MockInvoice['billing_reason'],
    paid: boolean,
  ): MockInvoice => {
    const invoice: MockInvoice = {
      id: id('in'),
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      amount_due: sub.unit_amount,
      amount_paid: paid ? sub.unit_amount : 0,
      currency: sub.currency,
      billing_reason: reason,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
      },
      lines: { object: 'list', data: [{ period: { start, end: periodEnd(start, sub.interval) } }] },
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  };
  const subscriptionAnswer = (sub: MockSubscription, expand: boolean) => ({
    ...sub,
    latest_invoice: expand ? invoices.get(sub.latest_invoice) : sub.latest_invoice,
  });

  app.post('/v1/customers', async (request, reply) => {
    const body = request.body as Record<string, any>;
    if (body.payment_method !== undefined && !/^pm_card_/.test(body.payment_method))
      return noSuchMethod(reply, body.payment_method);
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: body.email,
      default_payment_method: body.invoice_settings?.default_payment_method ?? null,
      metadata: body.metadata ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
  });

  app.post('/v1/payment_methods/:id/attach', async (request, reply) => {
    const method = (request.params as { id: string }).id;
    if (!/^pm_card_/.test(method)) return noSuchMethod(reply, method);
    return { id: method, object: 'payment_method', customer: (request.body as Record<string, any>).customer };
  });

  app.post('/v1/prices', async (request) => {
    const body = request.body as Record<string, any>;
    const price = {
      id: id('price'),
      object: 'price',
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      interval: body.recurring?.interval,
      recurring: { interval: body.recurring?.interval },
      product: id('prod'),
    };
    prices.set(price.id, price);
    return price;
  });

  app.post('/v1/subscriptions', async (request, reply) => {
    const body = request.body as Record<string, any>;
    const price = prices.get(body.items?.['0']?.price);
    const customer = customers.get(body.customer);
    if (!price || !customer)
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such price or customer',
      });
    const method = body.default_payment_method ?? customer.default_payment_method;
    // payment_behavior=error_if_incomplete: a first invoice not paid fails the call, no subscription left.
    if (declines(method)) return cardDeclined(reply);
    const start = Math.floor(Date.now() / 1000);
    const sub: MockSubscription = {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      default_payment_method: method,
      metadata: body.metadata ?? {},
      cancel_at_period_end: false,
      cancel_at: null,
      interval: price.interval,
      unit_amount: price.unit_amount,
      currency: price.currency,
      period_end: periodEnd(start, price.interval),
      latest_invoice: '',
    };
    subscriptions.set(sub.id, sub);
    invoiceFor(sub, start, 'subscription_create', true);
    return subscriptionAnswer(sub, expandsInvoice(body));
  });

  app.post('/v1/subscriptions/:id', async (request, reply) => {
    const sub = subscriptions.get((request.params as { id: string }).id);
    if (!sub)
      return stripeError(reply, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such subscription',
      });
    const body = request.body as Record<string, any>;
    if (body.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.cancel_at !== undefined) sub.cancel_at = Number(body.cancel_at);
    if (body.default_payment_method !== undefined) sub.default_payment_method = body.default_payment_method;
    return subscriptionAnswer(sub, expandsInvoice(body));
  });

  app.delete('/v1/subscriptions/:id', async (request, reply) => {
    const sub = subscriptions.get((request.params as { id: string }).id);
    if (!sub)
      return stripeError(reply, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such subscription',
      });
    sub.status = 'canceled';
    return subscriptionAnswer(sub, false);
  });

  app.post('/v1/invoices/:id/pay', async (request, reply) => {
    const invoice = invoices.get((request.params as { id: string }).id);
    if (!invoice)
      return stripeError(reply, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such invoice',
      });
    if (invoice.status !== 'open')
      return stripeError(reply, 400, {
        type: 'invalid_request_error',
        code: 'invoice_not_open',
        message: 'Invoice is already paid',
      });
    const method = (request.body as Record<string, any>).payment_method;
    if (declines(method)) return cardDeclined(reply);
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (sub) {
      sub.status = 'active';
      sub.period_end = invoice.lines.data[0].period.end;
    }
    return invoice;
  });

  const eventJson = (type: string, object: object) =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
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
    subscriptions,
    invoices,
    renew(subscriptionId, options = {}) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const paid = !options.fail && !declines(sub.default_payment_method);
      const invoice = invoiceFor(sub, sub.period_end, 'subscription_cycle', paid);
      if (paid) sub.period_end = invoice.lines.data[0].period.end;
      else sub.status = 'past_due';
      return eventJson(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    },
    objectEvent: eventJson,
    close: () => app.close(),
  };
}
