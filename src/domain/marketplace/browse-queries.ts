// The marketplace companies by id, as the availability search (availability-search.ts) imports
// them from here; the statement is the store's (marketplace-store.ts).
export { COMPANIES_BY_IDS } from './marketplace-store.ts';
