/** A page of a list: the HTTP layer reads it from `pagination` (src/http/query.ts). */
export interface Page {
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
