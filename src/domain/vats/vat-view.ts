// The one view of a VAT rate.

import type { VatView } from './schemas.ts';
import type { Vat } from './vat-store.ts';

export function vatView(row: Vat, isDefault: boolean): VatView {
  return {
    id: row.id,
    // numeric(9,6) as exact text; a ratio is shown as a JSON number.
    ratio: Number(row.ratio),
    country_code: row.country_code,
    name: row.name,
    default: isDefault,
  };
}
