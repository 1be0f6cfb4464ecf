// The one view of an enterprise.
import { storedJson } from '../shared/schemas.ts';
import type { Enterprise } from './enterprise-store.ts';
import { EnterpriseConnections, EnterpriseProfile, type EnterpriseView } from './schemas.ts';

const storedConnections = storedJson(EnterpriseConnections, 'enterprise connections');
const storedProfile = storedJson(EnterpriseProfile, 'enterprise profile');

/** docs/api-conventions.md#enterprises; `companies` lists the enterprise's companies the caller reaches, in enterprise order. */
export function enterpriseView(row: Enterprise, companyIds: string[]): EnterpriseView {
  const connections = storedConnections(row.connections);
  const profile = storedProfile(row.profile);
  return {
    id: row.id,
    companies: companyIds,
    connections: {
      ...connections,
      available_on_marketplace: row.available_on_marketplace,
      url_name: row.url_name,
    },
    profile: { ...profile, name: typeof profile.name === 'string' ? profile.name : row.name },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
