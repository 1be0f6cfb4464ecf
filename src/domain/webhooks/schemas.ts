// The webhook endpoint and delivery records as answered: the routes' response schemas, and (View<>)
// their views' return types.
import { Type } from 'typebox';
import { Id, literals, Nullable, Timestamp, type View } from '../shared/schemas.ts';

const endpointFields = {
  id: Id,
  company: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  previous_secret_expires_at: Nullable(
    Type.String({
      maxLength: 64,
      format: 'date-time',
      description: 'After a rotation: until then deliveries are signed with the old secret too.',
    }),
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const WebhookEndpoint = Type.Object(endpointFields, { title: 'WebhookEndpoint' });

export const WebhookEndpointWithSecret = Type.Object(
  {
    ...endpointFields,
    secret: Type.String({
      description:
        'The signing secret (Standard Webhooks, whsec_...). Shown only when the endpoint is created and when the secret is rotated.',
    }),
  },
  { title: 'WebhookEndpointWithSecret' },
);

export const WebhookDeliveryStatus = Type.Union(literals(['pending', 'succeeded', 'failed']), {
  description: 'pending (queued or waiting for a retry), succeeded, or failed (every attempt failed).',
});

export const WebhookDelivery = Type.Object(
  {
    id: Id,
    webhook: Type.String(),
    message_id: Type.String({ description: 'The `webhook-id` header: the same on every attempt.' }),
    event_type: Type.String(),
    status: WebhookDeliveryStatus,
    attempts: Type.Integer(),
    response_status: Nullable(
      Type.Integer({ description: "The receiver's HTTP status of the last attempt." }),
    ),
    duration_ms: Nullable(Type.Integer({ description: 'How long the last attempt took.' })),
    last_error: Nullable(Type.String()),
    next_attempt_at: Nullable(Type.String({ maxLength: 64, format: 'date-time' })),
    delivered_at: Nullable(Type.String({ maxLength: 64, format: 'date-time' })),
    payload: Type.Object({}, { additionalProperties: true, description: 'The body POSTed.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'WebhookDelivery' },
);

export type WebhookEndpointView = View<typeof WebhookEndpoint>;
export type WebhookDeliveryView = View<typeof WebhookDelivery>;
