export { Enterprise } from '../../domain/enterprises/schemas.ts';
