import type { TSchema } from 'typebox';
import { ErrorResponse } from './errors.ts';

/** The error answers every operation documents, plus its own successful ones. */
export function responses(success: Record<number, TSchema>, ...errorStatuses: number[]) {
  const out: Record<number, TSchema> = { ...success };
  for (const status of [400, 401, 404, 429, ...errorStatuses]) out[status] = ErrorResponse;
  return out;
}

export const hqSecurity = [{ HqBearer: [] }];
export const customerSecurity = [{ 'Marketplace-Authentication': [] }];
/** Authentication optional: with or without a customer token. */
export const optionalCustomerSecurity = [{}, { 'Marketplace-Authentication': [] }];
