import { loadConfig } from '../config.ts';
import { SecretBox } from '../domain/fiscalization/secret-box.ts';
import { newSigningSecret } from '../domain/webhooks/secrets.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * Demo webhooks (issue 14): the salon has one endpoint, disabled, pointing at example.com (a
 * reserved domain: nothing there receives anything), subscribed to every type, with a test ping
 * in its delivery log that was not sent. Point it at your receiver, enable it, and
 * POST /v1/hq/webhooks/demo_webhook_salon/rotate_secret for a secret you can see.
 */
export async function loadDemoWebhooks(prisma: PrismaClient): Promise<void> {
  // Sealed with the key the server will open it with (FISCALIZATION_KEY from the environment).
  const box = new SecretBox(loadConfig().fiscalizationKey);
  await prisma.webhookEndpoint.create({
    data: {
      id: 'demo_webhook_salon',
      company_id: 'demo_company_salon',
      url: 'https://webhooks.example.com/booking-api',
      events: ['*'],
      description:
        'Demo endpoint (disabled): example.com receives nothing. Point it at your receiver and enable it.',
      enabled: false,
      secret: box.seal(newSigningSecret()),
    },
  });
  const now = new Date();
  await prisma.webhookMessage.create({
    data: {
      id: 'msg_demo_ping',
      company_id: 'demo_company_salon',
      seq: null,
      type: 'ping',
      object_id: 'msg_demo_ping',
      payload: {
        type: 'ping',
        timestamp: now.toISOString(),
        company: 'demo_company_salon',
        data: { object: { webhook: 'demo_webhook_salon', message: 'A test ping from the booking API.' } },
      },
      created_at: now,
    },
  });
  await prisma.webhookDelivery.create({
    data: {
      id: 'demo_delivery_ping',
      company_id: 'demo_company_salon',
      webhook_id: 'demo_webhook_salon',
      message_id: 'msg_demo_ping',
      event_type: 'ping',
      object_id: 'msg_demo_ping',
      status: 'failed',
      attempts: 0,
      next_attempt_at: null,
      last_error:
        'Not sent: demo data (the endpoint is disabled). Retry it once the endpoint points somewhere real.',
      created_at: now,
      updated_at: now,
    },
  });
}
