import type { Row } from '../../db/kysely.ts';
import { storedJson } from '../shared/schemas.ts';
import {
  WebhookDelivery as DeliverySchema,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from './schemas.ts';

type WebhookEndpoint = Row<'webhook_endpoints'>;
type WebhookDelivery = Row<'webhook_deliveries'>;
type WebhookMessage = Row<'webhook_messages'>;

const payloadOf = storedJson(DeliverySchema.properties.payload, 'webhook payload');

/** The endpoint record (never the secret, which only create and rotate answer). */
export function webhookEndpointView(row: WebhookEndpoint): WebhookEndpointView {
  return {
    id: row.id,
    company: row.company_id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    previous_secret_expires_at: row.previous_secret_expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function webhookDeliveryView(
  row: WebhookDelivery & { message: Pick<WebhookMessage, 'payload'> },
): WebhookDeliveryView {
  return {
    id: row.id,
    webhook: row.webhook_id,
    message_id: row.message_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    duration_ms: row.duration_ms,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    payload: payloadOf(row.message.payload),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
