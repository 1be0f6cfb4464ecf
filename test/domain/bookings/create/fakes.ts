// A company's configuration as the create steps read it, for unit tests of the steps alone: only
// the fields a step reads are given (the rest of a loaded configuration never reaches them).
import type { CompanyConfig } from '../../../../src/domain/bookings/data.ts';

export interface FakeConfig {
  company?: Record<string, unknown>;
  employees?: Record<string, unknown>[];
  eventTypes?: Record<string, unknown>[];
  enterpriseConnections?: Record<string, unknown> | null;
}

export function fakeConfig(parts: FakeConfig = {}): CompanyConfig {
  const config = {
    stamp: 'test',
    company: {
      id: 'co1',
      currency_code: 'EUR',
      profile: {},
      marketplace: {},
      payments: {},
      ...parts.company,
    },
    employees: parts.employees ?? [],
    resources: [],
    eventTypes: (parts.eventTypes ?? []).map((et) => ({
      connections: {},
      min_guests_per_booking: null,
      max_guests_per_booking: null,
      variations: [],
      ...et,
    })),
    ruleSets: [],
    enterpriseConnections: parts.enterpriseConnections ?? null,
  };
  return config as unknown as CompanyConfig;
}

/** A service with one variation priced `amount` in EUR. */
export const service = (id: string, amount: number) => ({
  id,
  variations: [{ id: `${id}-v`, prices: [{ currency: 'EUR', amount }] }],
});
