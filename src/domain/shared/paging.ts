/** A page of a list: the HTTP layer reads it from `pagination` (src/http/query.ts). */
export interface Page {
  limit: number;
  offset: number;
  /** The id of the last item of the previous page (`pagination.starting_after`): keyset paging. */
  startingAfter?: string;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
