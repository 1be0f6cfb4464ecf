// Which provider PAYMENT_PROVIDER names (docs/api-conventions.md#customers-paying), built from the validated configuration.
import type { Config } from '../../config.ts';
import { type PaymentProvider, TestPaymentProvider } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export function paymentProviderFor(config: Pick<Config, 'paymentProvider' | 'stripe'>): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    // loadConfig refuses a start with stripe selected and its secrets missing.
    if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe without its settings');
    return new StripePaymentProvider(config.stripe);
  }
  return new TestPaymentProvider();
}
