import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../shared/errors.ts';
import { rowKey } from '../shared/ids.ts';
import type { SecretBox } from './secret-box.ts';

/** Spec 2.16 fields; `tax_credentials_password` is write-only. */
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
  const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The company Tax ID the onboarding is made for: its VAT number, else its kennitala. */
function taxIdOf(pos: unknown): string | null {
  const p = (pos && typeof pos === 'object' ? pos : {}) as Record<string, unknown>;
  const id = p.vat_number ?? p.kennitala;
  return typeof id === 'string' && id !== '' ? id : null;
}

export class FiscalizationService {
  private readonly prisma: PrismaClient;
  private readonly box: SecretBox;

  constructor(prisma: PrismaClient, box: SecretBox) {
    this.prisma = prisma;
    this.box = box;
  }

  /**
   * Archives the company's active onboarding and starts a new one, for the company's current Tax ID.
   * The new data is the previous onboarding's overlaid with the given fields (so a restart without
   * a body starts over with the same settings); the password is kept encrypted and never returned.
   */
  async restart(caller: HqCaller, companyId: string, input: FiscalizationData = {}) {
    if (!reachesCompany(caller, companyId)) throw notFound('company');
    const row = await this.prisma.$transaction(async (tx) => {
      // One restart per company at a time (the partial unique index allows one active row).
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`fiscalization:${companyId}`}))`;
      const company = await tx.company.findUnique({ where: { id: companyId }, select: { pos: true } });
      if (!company) throw notFound('company');
      const previous = await tx.fiscalizationOnboarding.findFirst({
        where: { company_id: companyId, status: 'active' },
      });
      if (previous) {
        await tx.fiscalizationOnboarding.update({
          where: rowKey(companyId, previous.id),
          data: { status: 'archived', archived_at: new Date() },
        });
      }
      const { tax_credentials_password: password, ...rest } = input;
      return tx.fiscalizationOnboarding.create({
        data: {
          company_id: companyId,
          tax_id: taxIdOf(company.pos),
          data: { ...publicData(previous?.data), ...publicData(rest) } as Prisma.InputJsonValue,
          tax_credentials_password_encrypted:
            password !== undefined
              ? this.box.seal(password)
              : (previous?.tax_credentials_password_encrypted ?? null),
        },
      });
    });
    return { data: publicData(row.data) };
  }

  /** For the fiscalization client: the stored password in plain (never for an API answer). */
  async credentialsPassword(companyId: string): Promise<string | null> {
    const row = await this.prisma.fiscalizationOnboarding.findFirst({
      where: { company_id: companyId, status: 'active' },
      select: { tax_credentials_password_encrypted: true },
    });
    return row?.tax_credentials_password_encrypted
      ? this.box.open(row.tax_credentials_password_encrypted)
      : null;
  }
}
