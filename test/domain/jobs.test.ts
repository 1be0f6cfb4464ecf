import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { previousWeekStart } from '../../src/domain/settlements/settlement-service.ts';
import { Prisma, type PrismaClient } from '../../src/generated/prisma/client.ts';
import { fixtureHandles } from '../helpers/fixture-handles.ts';
import { createTenant, type Tenant } from '../helpers/tenants.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let app: FastifyInstance;
let drop: () => Promise<void>;
let a: Tenant;
let prisma: PrismaClient;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  // The test's own rows and reads go through its fixture handle, left out of the statement
  // record (docs/testing.md); the app runs on the plain handle, recorded.
  prisma = fixtureHandles(opened.db).prisma;
  const config = loadConfig({ RATE_LIMIT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  // The queue's tables go to the test's own schema on PostgreSQL (dropped afterwards).
  app = await buildApp({ config, db: opened.db, logger: false, jobs: true });
  await app.ready();
  a = await createTenant(prisma);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('job queue (pg-boss)', () => {
  it('runs the weekly settlement as a queued job; a second run of the week creates nothing', async () => {
    const now = new Date();
    const lastWeek = previousWeekStart(now);
    await prisma.payment.create({
      data: {
        company_id: a.companyId,
        currency: 'EUR',
        status: 'unsettled',
        reason: 'noshow',
        settled_to: 'enterprise',
        amount: new Prisma.Decimal(2500),
        created_at: new Date(lastWeek.getTime() + 24 * 3600_000),
      },
    });
    await app.jobs!.runSettlementsNow(now);
    await expect
      .poll(() => prisma.settlement.count({ where: { company_id: a.companyId } }), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(1);
    const settlement = await prisma.settlement.findFirstOrThrow({ where: { company_id: a.companyId } });
    expect(settlement.payments_from.getTime()).toBe(lastWeek.getTime());
    expect(settlement.total.toNumber()).toBe(2500);

    // Run the week again through the queue: the job completes and nothing new appears.
    const jobId = await app.jobs!.runSettlementsNow(now);
    expect(jobId).toEqual(expect.any(String));
    await expect
      .poll(async () => (await app.jobs!.queue.getJobById('settlements-weekly', jobId!))?.state, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('completed');
    expect(await prisma.settlement.count({ where: { company_id: a.companyId } })).toBe(1);
    const schedules = await app.jobs!.queue.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['booking-reminders', '* * * * *'],
      ['outbox-deliver', '* * * * *'],
      ['packages-due', '*/5 * * * *'],
      ['payments-expire', '* * * * *'],
      ['settlements-weekly', '0 3 * * 1'],
      ['waitlist-match', '* * * * *'],
      ['webhooks-deliver', '* * * * *'],
      ['webhooks-purge', '17 * * * *'],
    ]);
  }, 60_000);

  it('delivers a queued e-mail promptly through the outbox job', async () => {
    const payment = await prisma.payment.create({
      data: { company_id: a.companyId, currency: 'EUR', status: 'unsettled', reason: 'noshow', amount: 10 },
    });
    const res = await app.inject({
      method: 'POST',
      url: `/v1/hq/payments/${payment.id}/receipt`,
      headers: { authorization: a.auth.Authorization },
      payload: { email: 'job@example.test' },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(
        async () => (await prisma.outboxMessage.findFirst({ where: { to: 'job@example.test' } }))?.status,
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toBe('sent');
  }, 60_000);

  it('queues due booking reminders from the reminder job, once', async () => {
    await prisma.company.update({
      where: { id: a.companyId },
      data: { messaging: { enable_reminders: true, custom_reminder: 'See you soon.' } },
    });
    const vat = await prisma.vat.create({
      data: { company_id: a.companyId, country_code: 'IS', ratio: '0.24' },
    });
    const type = await prisma.eventType.create({
      data: { company_id: a.companyId, vat_id: vat.id, title: 'Massage', duration: 60 },
    });
    // Starts in 2 h (within the 24 h lead), booked 3 days ago (more than the lead ahead).
    const startsAt = new Date(Date.now() + 2 * 3600_000);
    const event = await prisma.event.create({
      data: {
        company_id: a.companyId,
        event_type_ids: [type.id],
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 3600_000),
        email: 'remind@example.test',
        created_at: new Date(Date.now() - 3 * 86_400_000),
      },
    });
    // The queue is 'stately': when the every-minute schedule has a run queued already, asking
    // for another answers null and that queued run does the work. So wait for the outcome.
    await app.jobs!.runRemindersNow();
    await expect
      .poll(() => prisma.outboxMessage.count({ where: { to: 'remind@example.test' } }), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(1);
    const rows = await prisma.outboxMessage.findMany({ where: { to: 'remind@example.test' } });
    expect(rows.map((r) => r.kind)).toEqual(['booking_reminder']);
    expect(rows[0].body).toContain('See you soon.');
    expect((await prisma.event.findFirstOrThrow({ where: { id: event.id } })).reminder_starts_at).toEqual(
      startsAt,
    );
    // A second run adds nothing.
    const again = await app.jobs!.runRemindersNow();
    if (again) {
      await expect
        .poll(async () => (await app.jobs!.queue.getJobById('booking-reminders', again))?.state, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe('completed');
    }
    expect(await prisma.outboxMessage.count({ where: { to: 'remind@example.test' } })).toBe(1);
  }, 60_000);
});
