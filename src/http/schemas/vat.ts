export { Vat } from '../../domain/vats/schemas.ts';
