// The fiscalization onboarding: restarting it and the credentials the fiscalization client uses.
// Its SQL is in fiscalization-store.ts.
import type { Sql } from '../../db/sql.ts';
import { companyOf } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import {
  activeOnboarding,
  archiveOnboarding,
  companyPos,
  insertOnboarding,
  lockOnboarding,
} from './fiscalization-store.ts';
import type { SecretBox } from './secret-box.ts';

/** docs/api-conventions.md#payment-terminals-and-fiscalization fields; `tax_credentials_password` is write-only. */
export interface FiscalizationData {
  provider?: string;
  acquirer_company?: string;
  acquirer_store?: string;
  fiscal_code?: string;
  tax_credentials_username?: string;
  tax_credentials_password?: string;
  series?: string[];
}

const PUBLIC_KEYS = [
  'provider',
  'acquirer_company',
  'acquirer_store',
  'fiscal_code',
  'tax_credentials_username',
  'series',
] as const;

function publicData(data: unknown): Omit<FiscalizationData, 'tax_credentials_password'> {
  const source = obj(data);
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The company Tax ID the onboarding is made for: its VAT number, else its kennitala. */
function taxIdOf(pos: unknown): string | null {
  const p = obj(pos);
  const id = p.vat_number ?? p.kennitala;
  return typeof id === 'string' && id !== '' ? id : null;
}

export class FiscalizationService {
  private readonly sql: Sql;
  private readonly box: SecretBox;

  constructor(sql: Sql, box: SecretBox) {
    this.sql = sql;
    this.box = box;
  }

  /**
   * Archives the company's active onboarding and starts a new one, for the company's current Tax ID.
   * The new data is the previous onboarding's overlaid with the given fields (so a restart without
   * a body starts over with the same settings); the password is kept encrypted and never returned.
   */
  async restart(caller: HqCaller, companyId: string, input: FiscalizationData = {}) {
    companyOf(caller, companyId, 'company', 'write');
    const row = await this.sql.transaction(async (tx) => {
      // One restart per company at a time (the partial unique index allows one active row).
      await lockOnboarding(tx, companyId);
      const company = await companyPos(tx, companyId);
      if (!company) throw notFound('company');
      const previous = await activeOnboarding(tx, companyId);
      if (previous) await archiveOnboarding(tx, companyId, previous.id);
      const { tax_credentials_password: password, ...rest } = input;
      return insertOnboarding(tx, {
        company_id: companyId,
        tax_id: taxIdOf(company.pos),
        data: { ...publicData(previous?.data), ...publicData(rest) },
        tax_credentials_password_encrypted:
          password !== undefined
            ? this.box.seal(password)
            : (previous?.tax_credentials_password_encrypted ?? null),
      });
    });
    return { data: publicData(row.data) };
  }

  /** For the fiscalization client: the stored password in plain (never for an API answer). */
  async credentialsPassword(companyId: string): Promise<string | null> {
    const row = await activeOnboarding(this.sql, companyId);
    return row?.tax_credentials_password_encrypted
      ? this.box.open(row.tax_credentials_password_encrypted)
      : null;
  }
}
