import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../src/domain/messaging/mail-transport.ts';
import { SmtpTransport } from '../../src/domain/messaging/mail-transport.ts';
import { backoffSeconds, Outbox } from '../../src/domain/messaging/outbox.ts';
import { createEvent } from '../helpers/money.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
let refuse = false;
let t: TestApp;
let a: Tenant;
let paymentId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refuse) return callback();
      const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
      err.responseCode = 451;
      callback(err);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        inbox.push({
          from: (session.envelope.mailFrom as { address: string }).address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Salon <no-reply@salon.test>' });
  a = await createTenant(t.db.prisma, { name: 'Hárstofan' });
  const event = await createEvent(t.db.prisma, a.companyId, { price: 4500 });
  const res = await t.http.post('/v1/hq/payments').set(a.auth).send({ reason: 'noshow', event: event.id });
  paymentId = res.body.id;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const receipt = (email: string) =>
  t.http.post(`/v1/hq/payments/${paymentId}/receipt`).set(a.auth).send({ email });
const later = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('outbox delivery over SMTP', () => {
  it('uses SMTP when SMTP_URL is set', () => {
    expect(t.app.services.outbox.transportName).toBe('smtp');
  });

  it('delivers the receipt to a real SMTP server, once', async () => {
    expect((await receipt('payer@example.test')).status).toBe(200);
    const row = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'payer@example.test' } });
    expect(row.status).toBe('pending');
    const report = await t.app.services.outbox.deliverDue();
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(inbox).toHaveLength(1);
    expect(inbox[0].from).toBe('no-reply@salon.test');
    expect(inbox[0].to).toEqual(['payer@example.test']);
    // "Your receipt from Hárstofan", MIME-encoded (á = C3 A1 in UTF-8).
    expect(inbox[0].raw).toContain('Subject: =?UTF-8?Q?Your_receipt_from_H=C3=A1rstofan?=');
    expect(inbox[0].raw).toContain(`Message-ID: <${row.id}@salon.test>`);
    expect(inbox[0].raw).toContain('4500.00 EUR');
    const sent = await t.db.prisma.outboxMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    // Nothing left: a second run sends nothing again.
    expect(await t.app.services.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(inbox).toHaveLength(1);
  });

  it('loses nothing when the worker dies between the outbox write and the delivery', async () => {
    inbox.length = 0;
    expect((await receipt('crash@example.test')).status).toBe(200);
    // Worker 1 claims the message and dies in the middle of sending (its send never returns).
    const hanging: MailTransport = { name: 'hang', send: () => new Promise<void>(() => {}), close() {} };
    const from = 'Salon <no-reply@salon.test>';
    const dying = new Outbox(t.appDb.sql, hanging, from, 8);
    const now = new Date();
    void dying.deliverDue({ now });
    await expect
      .poll(
        async () =>
          (await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'crash@example.test' } }))
            .attempts,
      )
      .toBe(1);
    // Worker 2 (a restarted instance) finds it claimed: no second copy while the claim lasts.
    const smtpTransport = new SmtpTransport(`smtp://127.0.0.1:${port}`);
    const restarted = new Outbox(t.appDb.sql, smtpTransport, from, 8);
    expect(await restarted.deliverDue({ now: later(now, 60) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Once the 300 s claim has run out, it is delivered, exactly once.
    expect(await restarted.deliverDue({ now: later(now, 301) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await restarted.deliverDue({ now: later(now, 900) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(inbox.map((m) => m.to[0])).toEqual(['crash@example.test']);
    const row = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'crash@example.test' } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    smtpTransport.close();
  });

  it('retries a refused delivery with backoff, and gives up after the last attempt', async () => {
    inbox.length = 0;
    expect(backoffSeconds(1)).toBe(30);
    expect(backoffSeconds(2)).toBe(60);
    expect(backoffSeconds(3)).toBe(120);
    expect(backoffSeconds(20)).toBe(3600);
    expect((await receipt('retry@example.test')).status).toBe(200);
    const outbox = t.app.services.outbox;
    const now = new Date();
    refuse = true;
    expect(await outbox.deliverDue({ now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'retry@example.test' } });
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('try again later');
    // First retry 30 s after the first attempt.
    expect(row.send_after.getTime()).toBe(later(now, 30).getTime());
    expect(await outbox.deliverDue({ now: later(now, 29) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await outbox.deliverDue({ now: later(now, 30) })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'retry@example.test' } });
    // Second retry 60 s after the second attempt (at +30 s): +90 s.
    expect(row.send_after.getTime()).toBe(later(now, 90).getTime());
    refuse = false;
    expect(await outbox.deliverDue({ now: later(now, 90) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(inbox.map((m) => m.to[0])).toEqual(['retry@example.test']);

    // With 2 attempts allowed, the second refusal marks the message failed (kept, not deleted).
    expect((await receipt('never@example.test')).status).toBe(200);
    const strict = new Outbox(t.appDb.sql, new SmtpTransport(`smtp://127.0.0.1:${port}`), 'a@salon.test', 2);
    refuse = true;
    const start = new Date();
    expect(await strict.deliverDue({ now: start })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await strict.deliverDue({ now: later(start, 30) })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    refuse = false;
    expect(await strict.deliverDue({ now: later(start, 7200) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const failed = await t.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: 'never@example.test' } });
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    strict.close();
  });
});

describe('without SMTP configured', () => {
  it('logs the message and keeps it in the outbox', async () => {
    const local = await createTestApp();
    try {
      expect(local.app.services.outbox.transportName).toBe('log');
      const tenant = await createTenant(local.db.prisma);
      const event = await createEvent(local.db.prisma, tenant.companyId);
      const p = await local.http
        .post('/v1/hq/payments')
        .set(tenant.auth)
        .send({ reason: 'noshow', event: event.id });
      expect(
        (await local.http.post(`/v1/hq/payments/${p.body.id}/receipt`).set(tenant.auth).send({})).status,
      ).toBe(200);
      expect(await local.app.services.outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const rows = await local.db.prisma.outboxMessage.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to: 'jon@example.test', status: 'sent', kind: 'payment_receipt' });
    } finally {
      await local.close();
    }
  });
});
