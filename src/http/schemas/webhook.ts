import { Type } from 'typebox';
import { WebhookDeliveryStatus } from '../../domain/webhooks/schemas.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_SUBSCRIBABLE } from '../../domain/webhooks/types.ts';
import { Id, Nullable } from './common.ts';

export {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../../domain/webhooks/schemas.ts';

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

export const WebhookDeliveryFilter = Type.Object(
  { status: Opt(WebhookDeliveryStatus), event_type: Opt(WebhookEventType) },
  { additionalProperties: false, description: 'URL-encoded JSON, e.g. {"status":"failed"}.' },
);
