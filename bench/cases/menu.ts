/**
 * The service menu a customer app reads first (docs/api-conventions.md#the-service-menu, issue 12), on the demo salon by
 * its url_name: `service_menu` is GET .../event_types (3 services with variations and prices),
 * `service_menu_groups` GET .../event_type_groups?expand=event_types (the sections, inline).
 */
import { expectOk } from '../lib.ts';
import type { BenchCase, BenchContext } from './types.ts';

export async function menuCases(ctx: BenchContext): Promise<BenchCase[]> {
  const cases = {
    service_menu: '/v1/marketplace/companies/nordurljos-salon/event_types',
    service_menu_groups: '/v1/marketplace/companies/nordurljos-salon/event_type_groups?expand=event_types',
  };
  const out: BenchCase[] = [];
  for (const [name, path] of Object.entries(cases)) {
    await expectOk(`${ctx.base}${path}`);
    out.push({ name, targetRatio: 0.1, job: () => ({ url: `${ctx.base}${path}` }) });
  }
  return out;
}
