import type { SqlTx } from '../../db/sql.ts';
import { companyOf } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import type { VatView } from './schemas.ts';
import { companyForRates, ratesOf, type Vat, vatsByIds } from './vat-store.ts';
import { vatView } from './vat-view.ts';

/** Country of the zones of the countries whose rates we carry, for companies that name no country. */
const ZONE_COUNTRY: Record<string, string> = {
  'Atlantic/Reykjavik': 'IS',
  'Europe/Oslo': 'NO',
  'Europe/Stockholm': 'SE',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Berlin': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Brussels': 'BE',
  'Europe/Amsterdam': 'NL',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Rome': 'IT',
  'Europe/Dublin': 'IE',
  'Europe/London': 'GB',
  'Europe/Zurich': 'CH',
  'Europe/Warsaw': 'PL',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Athens': 'GR',
  'Asia/Nicosia': 'CY',
  'Europe/Malta': 'MT',
  'Europe/Luxembourg': 'LU',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Phoenix': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
};

/** Rates of an unknown country: only the zero rate (see the country_vat_rates migration). */
export const UNKNOWN_COUNTRY = 'ZZ';

export type { VatView };

export class VatService {
  private readonly sql: SqlTx;

  constructor(sql: SqlTx) {
    this.sql = sql;
  }

  /**
   * The VATs a company may use: its country's rates (`location.country.short_name`, else the
   * country of its time zone, else the zero rate only) plus its own. `default` is the company's
   * `pos.default_vat` when that names one of them, else its own default, else the country's.
   */
  async applicable(companyId: string): Promise<{ rows: Vat[]; defaultId: string | null }> {
    const company = await companyForRates(this.sql, companyId);
    if (!company) throw notFound('company');
    const country = company.country_code ?? ZONE_COUNTRY[company.time_zone] ?? UNKNOWN_COUNTRY;
    const rows = await ratesOf(this.sql, companyId, country);
    const chosen = obj(company.pos).default_vat;
    const defaultId =
      rows.find((r) => r.id === chosen)?.id ??
      rows.find((r) => r.company_id && r.default)?.id ??
      rows.find((r) => r.default)?.id ??
      null;
    return { rows, defaultId };
  }

  async list(caller: HqCaller, companyId: string): Promise<VatView[]> {
    companyOf(caller, companyId);
    const { rows, defaultId } = await this.applicable(companyId);
    return rows.map((r) => vatView(r, r.id === defaultId));
  }

  /** A VAT the company may use, or null. */
  async findApplicable(companyId: string, vatId: string): Promise<Vat | null> {
    const { rows } = await this.applicable(companyId);
    return rows.find((r) => r.id === vatId) ?? null;
  }

  /** VATs by id, whatever company or country they belong to. */
  async byIds(ids: string[]): Promise<Vat[]> {
    return vatsByIds(this.sql, ids);
  }

  async viewsByIds(ids: string[]): Promise<Map<string, VatView>> {
    const rows = await vatsByIds(this.sql, ids);
    return new Map(rows.map((r) => [r.id, vatView(r, r.default)]));
  }
}
