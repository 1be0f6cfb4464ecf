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
  return new Decimal(amount)
    .times(minorFactor(currency))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/** An integer count of the currency's minor unit (what Stripe answers) in major units, e.g. "12.5". */
export function fromMinorUnits(minor: number, currency: string): string {
  return new Decimal(minor).dividedBy(minorFactor(currency)).toString();
}

function minorFactor(currency: string): number {
  const code = currency.toUpperCase();
  return WHOLE_UNITS.has(code) ? 1 : THOUSANDTHS.has(code) ? 1000 : 100;
}
