import { Type } from 'typebox';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_SUBSCRIBABLE } from '../../domain/webhooks/types.ts';
import { Id, Nullable, Timestamp } from './common.ts';

const Opt = Type.Optional;

export const WebhookEventType = Type.Union(
  WEBHOOK_EVENT_TYPES.map((t) => Type.Literal(t)),
  { description: 'A webhook (and stream) message type.' },
);
const Subscription = Type.Union(
  WEBHOOK_SUBSCRIBABLE.map((t) => Type.Literal(t)),
  { description: 'A type to receive, or "*" for all.' },
);
const Events = Type.Array(Subscription, { minItems: 1, maxItems: 50 });
const Url = Type.String({
  format: 'uri',
  minLength: 8,
  maxLength: 2000,
  description:
    'https URL that receives the POSTs. Private, loopback and link-local destinations are refused (also when the name resolves to one at delivery time), unless the server runs with WEBHOOK_ALLOW_PRIVATE=true.',
});
const Description = Type.String({ maxLength: 500 });

const endpointFields = {
  id: Id,
  company: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  enabled: Type.Boolean(),
  previous_secret_expires_at: Nullable(
    Type.String({
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

export const WebhookCreateBody = Type.Object(
  {
    company: Id,
    url: Url,
    events: Events,
    description: Opt(Description),
    enabled: Opt(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const WebhookUpdateBody = Type.Object(
  {
    url: Opt(Url),
    events: Opt(Events),
    description: Opt(Nullable(Description)),
    enabled: Opt(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const WebhookDeliveryStatus = Type.Union(
  ['pending', 'succeeded', 'failed'].map((s) => Type.Literal(s)),
  { description: 'pending (queued or waiting for a retry), succeeded, or failed (every attempt failed).' },
);

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
    next_attempt_at: Nullable(Type.String({ format: 'date-time' })),
    delivered_at: Nullable(Type.String({ format: 'date-time' })),
    payload: Type.Object({}, { additionalProperties: true, description: 'The body POSTed.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'WebhookDelivery' },
);

export const WebhookDeliveryFilter = Type.Object(
  { status: Opt(WebhookDeliveryStatus), event_type: Opt(WebhookEventType) },
  { additionalProperties: false, description: 'URL-encoded JSON, e.g. {"status":"failed"}.' },
);
