// The Stripe adapter (src/domain/payments/stripe-provider.ts) against a Stripe stand-in on
// 127.0.0.1 (test/helpers/stripe-mock.ts; why not stripe-stateful-mock is said there): the
// official `stripe` package's requests as they go on the wire, never to the internet.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../../../src/domain/payments/stripe-provider.ts';
import { ApiError } from '../../../src/domain/shared/errors.ts';
import { toMinorUnits } from '../../../src/domain/shared/money.ts';
import { type StripeMock, startStripeMock } from '../../helpers/stripe-mock.ts';

const KEY = 'sk_test_provider0123456789';
const WHSEC = 'whsec_provider0123456789';
let mock: StripeMock;
let stripe: StripePaymentProvider;

beforeAll(async () => {
  mock = await startStripeMock(KEY);
  const url = new URL(mock.url);
  stripe = new StripePaymentProvider({
    secretKey: KEY,
    webhookSecret: WHSEC,
    apiBase: { protocol: 'http', host: url.hostname, port: Number(url.port) },
  });
});

afterAll(async () => {
  await mock?.close();
});

const apiError = async (run: Promise<unknown>) => {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe('minor units', () => {
  it("counts each currency in Stripe's smallest unit", () => {
    expect(toMinorUnits('12.50', 'EUR')).toBe(1250); // 12.50 x 100
    expect(toMinorUnits('1980.00', 'ISK')).toBe(198000); // ISK: hundredths for Stripe (x 100)
    expect(toMinorUnits('1000', 'JPY')).toBe(1000); // zero-decimal: x 1
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234); // three decimals: x 1000
    expect(toMinorUnits('0.015', 'usd')).toBe(2); // 1.5 cents, half up
  });
});

describe('the Stripe provider against the local mock', () => {
  it('opens a PaymentIntent in minor units with our ids as metadata, once per payment', async () => {
    const charge = await stripe.open({
      paymentId: 'pay_1',
      companyId: 'co_1',
      amount: '1980.00',
      currency: 'ISK',
    });
    expect(charge.ref).toMatch(/^pi_/);
    expect(charge.client_secret).toMatch(new RegExp(`^${charge.ref}_secret_`));
    const intent = mock.intents.get(charge.ref)!;
    expect(intent).toMatchObject({
      amount: 198000,
      currency: 'isk',
      status: 'requires_payment_method',
      metadata: { payment_id: 'pay_1', company_id: 'co_1' },
    });
    const creates = mock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.at(-1)?.idempotencyKey).toBe('open-pay_1');
    // Opened again (a retry): the same intent, no second one.
    const count = mock.intents.size;
    expect(
      (await stripe.open({ paymentId: 'pay_1', companyId: 'co_1', amount: '1980.00', currency: 'ISK' })).ref,
    ).toBe(charge.ref);
    expect(mock.intents.size).toBe(count);
  });

  it('confirms with pm_card_visa, reads the status, refunds once', async () => {
    const { ref } = await stripe.open({
      paymentId: 'pay_2',
      companyId: 'co_1',
      amount: '12.50',
      currency: 'EUR',
    });
    expect(await stripe.status({ ref })).toBe('open');
    expect(await stripe.capture({ paymentId: 'pay_2', ref, paymentMethod: 'pm_card_visa' })).toBe(
      'succeeded',
    );
    expect(mock.intents.get(ref)?.status).toBe('succeeded');
    expect(await stripe.status({ ref })).toBe('succeeded');
    // Confirmed again (an answer lost on the way): found paid, not an error.
    expect(await stripe.capture({ paymentId: 'pay_2', ref, paymentMethod: 'pm_card_visa' })).toBe(
      'succeeded',
    );

    await stripe.refund({ paymentId: 'pay_2', ref });
    await stripe.refund({ paymentId: 'pay_2', ref }); // retried: replayed by its idempotency key
    // Retried after Stripe forgot the key (24 hours): Stripe says refunded already, which is done.
    await stripe.refund({ paymentId: 'pay_2_later', ref });
    const refunds = mock.refunds.filter((r) => r.payment_intent === ref);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1250, metadata: { payment_id: 'pay_2' } });
    // A cancel of a paid intent says it was paid: the caller refunds instead of losing it.
    expect(await stripe.cancel({ paymentId: 'pay_2', ref })).toBe('succeeded');
  });

  it('answers a declined card as 402 card_declined and an unknown method as 400, the intent still payable', async () => {
    const { ref } = await stripe.open({
      paymentId: 'pay_3',
      companyId: 'co_1',
      amount: '5',
      currency: 'EUR',
    });
    const declined = await apiError(
      stripe.capture({ paymentId: 'pay_3', ref, paymentMethod: 'pm_card_chargeDeclined' }),
    );
    expect([declined.statusCode, declined.type, declined.code]).toEqual([
      402,
      'payment_error',
      'card_declined',
    ]);
    const unknown = await apiError(stripe.capture({ paymentId: 'pay_3', ref, paymentMethod: 'pm_nope' }));
    expect([unknown.statusCode, unknown.code]).toEqual([400, 'invalid_payment_method']);
    expect(mock.intents.get(ref)?.status).toBe('requires_payment_method');
    // Cancelled while unpaid, then again (the second finds it cancelled already).
    expect(await stripe.cancel({ paymentId: 'pay_3', ref })).toBe('canceled');
    expect(await stripe.cancel({ paymentId: 'pay_3', ref })).toBe('canceled');
    expect(await stripe.status({ ref })).toBe('canceled');
  });

  it("verifies a webhook's signature with the package's verifier", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect(stripe.verifyWebhook(Buffer.from(payload), header)?.id).toBe('evt_1');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(stripe.verifyWebhook(Buffer.from(payload), forged)).toBeNull();
    // One byte changed after signing.
    expect(stripe.verifyWebhook(Buffer.from(payload.replace('evt_1', 'evt_2')), header)).toBeNull();
    expect(stripe.verifyWebhook(Buffer.from(payload), undefined)).toBeNull();
    // Signed ten minutes ago: past Stripe's 5-minute tolerance (a replayed delivery).
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WHSEC,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stripe.verifyWebhook(Buffer.from(payload), old)).toBeNull();
  });

  it('answers 503 payment_provider_unavailable when Stripe cannot be reached or refuses our key', async () => {
    const wrongKey = new StripePaymentProvider({
      secretKey: 'sk_test_wrong0123456789',
      webhookSecret: WHSEC,
      apiBase: { protocol: 'http', host: '127.0.0.1', port: Number(new URL(mock.url).port) },
    });
    const refused = await apiError(
      wrongKey.open({ paymentId: 'p', companyId: 'c', amount: '1', currency: 'EUR' }),
    );
    expect([refused.statusCode, refused.code]).toEqual([503, 'payment_provider_unavailable']);
  });
});
