// The audit trail's records as answered (the route's response schema, and View<> the view's return
// type) and its list filter (the route validates with it, the service's filter type is its Static<>).
import { type Static, Type } from 'typebox';
import { literals, Nullable, type View } from '../shared/schemas.ts';

export const ACTOR_TYPES = ['hq_user', 'customer', 'guest'] as const;
export const ACTIONS = ['create', 'update', 'delete'] as const;

const Change = Type.Object({ old: Type.Unknown(), new: Type.Unknown() }, { title: 'ActivityChange' });

export const Activity = Type.Object(
  {
    id: Type.String(),
    company: Type.String(),
    actor: Type.Object(
      {
        type: Type.Union(literals(ACTOR_TYPES)),
        user: Nullable(Type.String({ description: 'HQ user, for hq_user.' })),
        token: Nullable(Type.String({ description: 'The API token used (its id), for hq_user.' })),
        roles: Type.Array(Type.String(), {
          description:
            'The roles the HQ user held in this company when they made the change (an enterprise role ' +
            'and their own company role; docs/roles.md); empty for customers, guests and older entries.',
        }),
        marketplace_user: Nullable(Type.String({ description: 'The customer account, for customer.' })),
      },
      { title: 'ActivityActor' },
    ),
    operation: Nullable(Type.String({ description: 'The operationId of the request that made the change.' })),
    request_id: Nullable(Type.String()),
    object: Type.Object(
      {
        type: Type.String({ description: 'The kind of object (its table), e.g. `resources`, `events`.' }),
        id: Type.String(),
      },
      { title: 'ActivityObject' },
    ),
    action: Type.Union(literals(ACTIONS)),
    changes: Type.Record(Type.String(), Change, {
      description: 'Each field that changed, with its old and new value; secrets are shown as "***".',
    }),
    created_at: Type.String({ maxLength: 64, format: 'date-time' }),
  },
  { title: 'Activity' },
);

export const ActivityFilter = Type.Object(
  {
    object_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    object_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    user: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'HQ user id.' })),
    from: Type.Optional(
      Type.String({ maxLength: 64, format: 'date-time', description: 'Changes at or after.' }),
    ),
    to: Type.Optional(Type.String({ maxLength: 64, format: 'date-time', description: 'Changes before.' })),
  },
  { additionalProperties: false, title: 'ActivityFilter' },
);

export type ActivityView = View<typeof Activity>;
export type ActivityFilter = Static<typeof ActivityFilter>;
