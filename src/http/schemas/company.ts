// The company records live in the domain (src/domain/companies/schemas.ts), beside their views.
export { Company, MarketplaceCompany } from '../../domain/companies/schemas.ts';
