import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { DemoIds } from '../../src/seed/demo-ids.ts';

const SALON = 'demo_company_salon';

/**
 * The demo's private ids (src/seed/demo-ids.ts: made per load), found as the owner would find them,
 * by what they are: each customer's bookings in time order, the payment of each reason, the gift
 * card template's voucher, the waiting and the offered entry and the offer's hold. Read right
 * after the load, before a test changes any of them.
 */
export async function findDemoObjects(prisma: PrismaClient): Promise<DemoIds> {
  const eventsOf = async (customer_id: string, status?: 'completed') =>
    (
      await prisma.event.findMany({
        where: { company_id: SALON, customer_id, origin: 'hq', ...(status ? { status } : {}) },
        orderBy: { starts_at: 'asc' },
        select: { id: true },
      })
    ).map((e) => e.id);
  const payment = (reason: string) =>
    prisma.payment.findFirstOrThrow({
      where: { company_id: SALON, reason },
      select: { id: true, event_id: true },
    });
  const noshow = await payment('noshow');
  const prepayment = await payment('prepayment');
  const seat = await prisma.event.findFirstOrThrow({
    where: { company_id: 'demo_company_clinic', scheduled_event_id: 'demo_scheduled_pilates' },
    select: { id: true },
  });
  const voucher = await prisma.voucher.findFirstOrThrow({
    where: { company_id: SALON, template_id: 'demo_vtemplate_gift' },
    select: { id: true, code: true },
  });
  const entry = (status: 'waiting' | 'offered') =>
    prisma.waitlistEntry.findFirstOrThrow({ where: { company_id: SALON, status }, select: { id: true } });
  const offered = await entry('offered');
  const offer = await prisma.bookingOffer.findFirstOrThrow({
    where: { company_id: SALON, waitlist_entry_id: offered.id },
    select: { id: true, reservation_id: true },
  });
  const gudrun = await eventsOf('demo_customer_gudrun');
  const [jon] = await eventsOf('demo_customer_jon', 'completed');
  const [olafur] = await eventsOf('demo_customer_olafur');
  if (!noshow.event_id || !prepayment.event_id || !offer.reservation_id || gudrun.length !== 4) {
    throw new Error('the demo data is not as loaded');
  }
  return {
    events: {
      gudrun,
      jon,
      olafur,
      noshow: noshow.event_id,
      colourPrepaid: prepayment.event_id,
      pilatesSeat: seat.id,
    },
    payments: { noshow: noshow.id, prepayment: prepayment.id },
    voucher,
    waitlist: { waiting: (await entry('waiting')).id, offered: offered.id },
    offer: offer.id,
    offerHold: offer.reservation_id,
  };
}
