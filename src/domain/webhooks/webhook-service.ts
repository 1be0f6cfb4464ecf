// HQ: a company's webhook endpoints, their secrets, test pings, delivery log and manual retries;
// who may (the access point). Their SQL is in webhook-store.ts, their views in webhook-view.ts.
import type { Sql } from '../../db/sql.ts';
import { companyOf, reachable } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { companyExists } from '../companies/company-store.ts';
import type { SecretBox } from '../fiscalization/secret-box.ts';
import { fieldError, notFound } from '../shared/errors.ts';
import type { Page } from '../shared/paging.ts';
import { urlProblem } from './destination.ts';
import { newMessageId } from './publish.ts';
import { newSigningSecret } from './secrets.ts';
import type { WebhookEventType } from './types.ts';
import {
  announceDelivery,
  deleteEndpoint,
  type EndpointChanges,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  insertPing,
  listDeliveries,
  listEndpoints,
  retryDelivery,
  updateEndpoint,
} from './webhook-store.ts';
import { webhookDeliveryView, webhookEndpointView } from './webhook-view.ts';

/** How long the secret before a rotation keeps verifying (both signatures are sent meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export interface WebhookCreate {
  company: string;
  url: string;
  events: string[];
  description?: string;
  enabled?: boolean;
}
export interface WebhookUpdate {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

export class WebhookService {
  private readonly sql: Sql;
  private readonly box: SecretBox;
  private readonly allowPrivate: boolean;

  constructor(sql: Sql, box: SecretBox, allowPrivate: boolean) {
    this.sql = sql;
    this.box = box;
    this.allowPrivate = allowPrivate;
  }

  private checkUrl(url: string) {
    const problem = urlProblem(url, this.allowPrivate);
    if (problem) throw fieldError('url', problem);
  }

  private load(caller: HqCaller, id: string) {
    return reachable(caller, 'webhook', (companies) => findEndpoint(this.sql, companies, id));
  }

  async create(caller: HqCaller, input: WebhookCreate) {
    const companyId = companyOf(caller, input.company, 'company', 'write');
    if (!(await companyExists(this.sql, companyId))) throw notFound('company');
    this.checkUrl(input.url);
    const secret = newSigningSecret();
    const row = await insertEndpoint(this.sql, companyId, {
      url: input.url,
      events: normaliseEvents(input.events),
      description: input.description ?? null,
      enabled: input.enabled ?? true,
      secret: this.box.seal(secret),
    });
    return { ...webhookEndpointView(row), secret };
  }

  async list(caller: HqCaller, companyId: string, page: Page) {
    companyOf(caller, companyId);
    const rows = await listEndpoints(this.sql, companyId, page);
    return rows.map(webhookEndpointView);
  }

  async get(caller: HqCaller, id: string) {
    return webhookEndpointView(await this.load(caller, id));
  }

  async update(caller: HqCaller, id: string, input: WebhookUpdate) {
    const current = await this.load(caller, id);
    if (input.url !== undefined) this.checkUrl(input.url);
    const changes: EndpointChanges = {};
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = normaliseEvents(input.events);
    if (input.description !== undefined) changes.description = input.description;
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    const row = await updateEndpoint(this.sql, current.company_id, id, changes);
    if (!row) throw notFound(); // removed meanwhile
    return webhookEndpointView(row);
  }

  /** Deletes the endpoint and its delivery log; nothing more is sent to it. */
  async delete(caller: HqCaller, id: string) {
    const current = await this.load(caller, id);
    await deleteEndpoint(this.sql, current.company_id, id);
  }

  /** A new secret; the current one keeps verifying (and signing, beside it) for 24 hours. */
  async rotateSecret(caller: HqCaller, id: string) {
    const current = await this.load(caller, id);
    const secret = newSigningSecret();
    const row = await updateEndpoint(this.sql, current.company_id, id, {
      secret: this.box.seal(secret),
      previous_secret: current.secret,
      previous_secret_expires_at: new Date(Date.now() + ROTATION_OVERLAP_MS),
    });
    if (!row) throw notFound(); // removed meanwhile
    return { ...webhookEndpointView(row), secret };
  }

  /** Queues a `ping` to this endpoint (sent at once, retried like any delivery); answers the delivery. */
  async test(caller: HqCaller, id: string) {
    const endpoint = await this.load(caller, id);
    const msgId = newMessageId();
    const now = new Date();
    const type: WebhookEventType = 'ping';
    const payload = {
      type,
      timestamp: now.toISOString(),
      company: endpoint.company_id,
      data: { object: { webhook: endpoint.id, message: 'A test ping from the booking API.' } },
    };
    const deliveryId = await this.sql.transaction(async (tx) => {
      const id = await insertPing(tx, {
        messageId: msgId,
        companyId: endpoint.company_id,
        webhookId: endpoint.id,
        payload: JSON.stringify(payload),
        at: now,
      });
      await announceDelivery(tx, endpoint.company_id);
      return id;
    });
    return this.deliveryView(endpoint.company_id, deliveryId);
  }

  async deliveries(
    caller: HqCaller,
    id: string,
    options: { filter?: { status?: string; event_type?: string }; page: { limit: number; offset: number } },
  ) {
    const endpoint = await this.load(caller, id);
    const { status, event_type } = options.filter ?? {};
    const rows = await listDeliveries(this.sql, endpoint.company_id, id, {
      status,
      eventType: event_type,
      page: options.page,
    });
    return rows.map(webhookDeliveryView);
  }

  /**
   * A new attempt at once (same webhook-id and body). A failed delivery gets that one attempt
   * (attempts count on; it is `failed` again if it fails); a pending one is due now and keeps
   * its remaining retries.
   */
  async retry(caller: HqCaller, webhookId: string, deliveryId: string) {
    const endpoint = await this.load(caller, webhookId);
    const delivery = await findDelivery(this.sql, endpoint.company_id, deliveryId);
    if (!delivery || delivery.webhook_id !== endpoint.id) throw notFound('delivery');
    await this.sql.transaction(async (tx) => {
      await retryDelivery(tx, endpoint.company_id, deliveryId);
      await announceDelivery(tx, endpoint.company_id);
    });
    return this.deliveryView(endpoint.company_id, deliveryId);
  }

  private async deliveryView(companyId: string, id: string) {
    const row = await findDelivery(this.sql, companyId, id);
    if (!row) throw notFound('delivery');
    return webhookDeliveryView(row);
  }
}

/** "*" alone stands for every type; otherwise the named types, each once. */
function normaliseEvents(events: string[]): string[] {
  return events.includes('*') ? ['*'] : [...new Set(events)];
}
