/**
 * The service menu a customer app reads first (CONTRACT.md 9.1, issue 12), on the demo salon by
 * its url_name: `service_menu` is GET .../event_types (3 services with variations and prices),
 * `service_menu_groups` GET .../event_type_groups?expand=event_types (the sections, inline).
 */
export interface MenuLoad {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

export async function runMenuCases(
  base: string,
  drive: (job: { url: string }) => Promise<MenuLoad>,
  expectOk: (url: string) => Promise<void>,
): Promise<Record<string, MenuLoad & { path: string }>> {
  const out: Record<string, MenuLoad & { path: string }> = {};
  const cases = {
    service_menu: '/v1/marketplace/companies/nordurljos-salon/event_types',
    service_menu_groups: '/v1/marketplace/companies/nordurljos-salon/event_type_groups?expand=event_types',
  };
  for (const [name, path] of Object.entries(cases)) {
    await expectOk(`${base}${path}`);
    out[name] = { ...(await drive({ url: `${base}${path}` })), path };
  }
  return out;
}
