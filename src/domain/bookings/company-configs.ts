// Company configurations, kept per process for the booking paths: each use is checked inside
// the booking transaction against the database's CONFIG_STAMP (in the same statement as the
// busy time, so it costs no round trip), and a changed one makes the booking start again on
// fresh data. Nothing here is needed by another instance.
import type { Sql } from '../../db/sql.ts';
import type { VisitSegmentRequest } from '../../slots/index.ts';
import { AnswerCache } from '../shared/answer-cache.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import { obj } from '../shared/json.ts';
import { type CompanyConfig, loadCompanyConfig } from './loader-store.ts';

/**
 * One try of a booking: whether it may take the config from the cache, whether it did, and
 * whether place() confirmed that config current.
 */
export interface ConfigAttempt {
  mayUseCache: boolean;
  fromCache: boolean;
  confirmed: boolean;
}

/** A cached company configuration turned out changed: the operation runs again on fresh data. */
export class StaleConfig extends Error {}

export class CompanyConfigs {
  private readonly cache = new AnswerCache<CompanyConfig>(1000);

  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * Runs a booking on the cached configuration, and once more on fresh data when that try
   * failed before `place` confirmed the configuration current: a refusal (an unknown id, a
   * required field, a stale config) must come from current data.
   */
  async withConfig<T>(run: (attempt: ConfigAttempt) => Promise<T>): Promise<T> {
    const first: ConfigAttempt = { mayUseCache: true, fromCache: false, confirmed: false };
    try {
      return await run(first);
    } catch (err) {
      // A failure before any cached config was used (bad input, say) is final as it is.
      if (first.fromCache && !first.confirmed)
        return run({ mayUseCache: false, fromCache: false, confirmed: false });
      throw err;
    }
  }

  /** With an attempt that allows it, from the cache; the attempt then records where it came from. */
  async get(companyId: string, marketplace: boolean, attempt?: ConfigAttempt): Promise<CompanyConfig> {
    let config = attempt?.mayUseCache ? this.cache.get(companyId) : undefined;
    if (attempt) attempt.fromCache = config !== undefined;
    if (!config) {
      config = (await loadCompanyConfig(this.sql, companyId)) ?? undefined;
      if (config) this.cache.set(companyId, config);
    }
    if (!config) throw notFound('company');
    if (marketplace && !(config.company.marketplace_enabled && config.company.marketplace_visible))
      throw notFound('company');
    return config;
  }

  /** The database's configuration differs from the one kept: read it afresh next time. */
  forget(companyId: string) {
    this.cache.delete(companyId);
  }
}

/** Ids in the body must name live objects of the company (else 404, never a hint). */
export function checkIds(
  config: CompanyConfig,
  eventTypeIds: string[],
  employeeId?: string,
  spaceId?: string,
) {
  const ets = new Set(config.eventTypes.map((e) => e.id));
  for (const id of eventTypeIds) if (!ets.has(id)) throw notFound('event type');
  if (employeeId && !config.employees.some((e) => e.id === employeeId)) throw notFound('employee');
  if (spaceId && !config.resources.some((r) => r.id === spaceId)) throw notFound('space');
}

/**
 * What a visit's segments name is the company's (404 as for a booking), and on the marketplace the
 * company takes several services in one booking (as time_slots says for `visit`): a booking's
 * visit and a hold's alike.
 */
export function checkVisitIds(config: CompanyConfig, visit: VisitSegmentRequest[], marketplace: boolean) {
  for (const s of visit)
    checkIds(config, s.event_type_ids, s.employee_id ?? undefined, s.space_id ?? undefined);
  if (
    marketplace &&
    visit.length > 1 &&
    obj(config.company.marketplace).allow_booking_multiple_services === false
  )
    throw fieldError(
      'visit',
      'this company takes one service per booking (marketplace.allow_booking_multiple_services is false)',
    );
}
