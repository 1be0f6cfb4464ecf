// Money in the provider's smallest unit (Stripe's `amount`): pure, no I/O. Stripe counts most
// currencies in hundredths, a few in whole units and a few in thousandths; ISK, HUF, TWD and
// UGX are zero-decimal in practice but Stripe still takes them in hundredths for backwards
// compatibility (Stripe's currency documentation), so they are not in the whole-unit list.
import { Decimal } from '../../db/prisma-values.ts';

const WHOLE_UNITS = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THOUSANDTHS = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** `amount` in major units (e.g. "12.50") as an integer count of the currency's minor unit. */
export function toMinorUnits(amount: string, currency: string): number {
  const code = currency.toUpperCase();
  const factor = WHOLE_UNITS.has(code) ? 1 : THOUSANDTHS.has(code) ? 1000 : 100;
  return new Decimal(amount).times(factor).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}
