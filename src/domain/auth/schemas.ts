// The HQ API token record as answered: the route's response schema, and (View<>) its view's type.
import { Type } from 'typebox';
import { Nullable, type View } from '../shared/schemas.ts';

/** A token as its user sees it: never the token itself (shown once, at issue) nor its hash. */
export const ApiTokenRecord = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    scope: Type.Union([Type.Literal('read'), Type.Literal('write')], {
      description: '`read`: GET only (writes answer 403 permission_error); `write`: all its user may do.',
    }),
    companies: Type.Array(Type.String(), {
      description: 'Companies the token is limited to; empty: every company its user reaches.',
    }),
    created_at: Type.String({ maxLength: 64, format: 'date-time' }),
    expires_at: Nullable(Type.String({ maxLength: 64, format: 'date-time' })),
    last_used_at: Nullable(Type.String({ maxLength: 64, format: 'date-time' })),
  },
  { title: 'ApiToken' },
);

export type ApiTokenView = View<typeof ApiTokenRecord>;
