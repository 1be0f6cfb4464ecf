import { prismaSql, prismaTxSql, type SqlTx } from '../db/sql.ts';
import { AuthService } from '../domain/auth/auth-service.ts';
import { COMPANY_ROLES, ROLE_PURPOSE } from '../domain/auth/roles.ts';
import { issueBookingLink } from '../domain/bookings/booking-links.ts';
import { MemberService } from '../domain/members/member-service.ts';
import { Operator } from '../domain/operator/operator.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { loadDemoCustomers } from './demo-customers.ts';
import { DemoDates, WEEKDAYS } from './demo-dates.ts';
import { DEMO_IDS_WHERE, type DemoIds, newDemoIds } from './demo-ids.ts';
import { loadJourneyDemo } from './demo-journey.ts';
import { loadPackagesDemo } from './demo-packages.ts';
import { loadPaymentsDemo } from './demo-payments.ts';
import { loadDemoSeries } from './demo-series.ts';
import { loadDemoVisit } from './demo-visits.ts';
import { loadDemoWaitlist } from './demo-waitlist.ts';
import { loadDemoWebhooks } from './demo-webhooks.ts';

/**
 * The demo data set: fixed ids and values for what the marketplace lists to anyone anyway
 * (companies, services, staff), so that docs and manual tests can name them, and ids made afresh
 * per load for what a caller could use by knowing it alone (demo-ids.ts); its dates are counted from the moment it is loaded (demo-dates.ts). One enterprise ("Northlight") with a hair salon and a physio clinic, one restaurant
 * of its own with tables and a table combination; employees, event types with variations and
 * prices, VATs, categories. The owner demo-owner@example.com reaches all three companies.
 */
export const DEMO = {
  ownerEmail: 'demo-owner@example.com',
  enterprise: 'demo_enterprise_northlight',
  salon: 'demo_company_salon',
  clinic: 'demo_company_clinic',
  restaurant: 'demo_company_restaurant',
  restaurantEnterprise: 'demo_enterprise_harbour',
} as const;

/**
 * Iceland's standard and reduced rates, as the migration country_vat_rates writes them for every
 * Icelandic company (the demo adds no rates of its own: a second row of the same rate would list
 * each rate twice).
 */
const VAT_STANDARD = 'vat_is_24';
const VAT_REDUCED = 'vat_is_11';

const weekdays = (opens: string, closes: string, saturday?: [string, string]) => [
  ...Array.from({ length: 5 }, () => ({ opens_at: opens, closes_at: closes, is_closed: false })),
  saturday
    ? { opens_at: saturday[0], closes_at: saturday[1], is_closed: false }
    : { opens_at: '00:00', closes_at: '00:00', is_closed: true },
  { opens_at: '00:00', closes_at: '00:00', is_closed: true },
];

const location = (street: string, lat: number, lng: number) => ({
  address: { street, city: 'Reykjavík', postalCode: '101', country: 'Iceland' },
  formatted_address: `${street}, 101 Reykjavík, Iceland`,
  lat_lng: { lat, lng },
  country: { short_name: 'IS', long_name: 'Iceland' },
  time_zone: 'Atlantic/Reykjavik',
});

const isk = { code: 'ISK', name: 'Icelandic króna', symbol: 'kr' };

/** No company and no HQ user yet. Plain SQL: a server checks it at each start (Prisma Client not needed). */
export async function isEmpty(sql: SqlTx): Promise<boolean> {
  const [row] = await sql.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM companies) AND NOT EXISTS (SELECT 1 FROM hq_users) AS empty',
  );
  return row.empty;
}

// The one loading transaction may take 60 s, not Prisma's default of 5 s: a loaded machine (CI
// beside other suites) passed it, and a server loading the demo at its start then exited. One
// load into an empty database: nothing waits on it.
const DEMO_LOAD = { timeout: 60_000 };

/**
 * Loads the demo data into an empty database; answers an HQ token for the owner and where the
 * owner finds the ids made for this load (demo-ids.ts), or null.
 */
export async function loadDemoDataIfEmpty(prisma: PrismaClient): Promise<{
  token: string;
  companies: string[];
  private_ids: typeof DEMO_IDS_WHERE;
  manage_link: string;
  roles: Record<string, { email: string; token: string; can: string }>;
  invitation: { email: string; role: string; accept: string; body: { invite_link_token: string } };
} | null> {
  if (!(await isEmpty(prismaTxSql(prisma)))) return null;
  const ids = newDemoIds();
  await loadDemoData(prisma, Date.now(), ids);
  const owner = await prisma.hqUser.findUniqueOrThrow({ where: { email: DEMO.ownerEmail } });
  const token = await new AuthService(prisma).issueToken(owner.id, 'demo');
  // Guðrún's coming haircut, as her confirmation e-mail's link opens it (docs/bookings.md#the-manage-link).
  const link = await issueBookingLink(prismaTxSql(prisma), {
    company_id: DEMO.salon,
    id: ids.events.gudrun[3],
  });
  return {
    token,
    companies: [DEMO.salon, DEMO.clinic, DEMO.restaurant],
    private_ids: DEMO_IDS_WHERE,
    manage_link: `/v1/marketplace/manage/${link}`,
    roles: await demoRoleUsers(prisma, token),
    invitation: await demoInvitations(prisma, owner.id),
  };
}

/**
 * One user per role (docs/roles.md), each with a token for the start-up log, so that the
 * differences can be tried at once: the owner above, an admin of the salon's enterprise, and the
 * salon's manager, front desk, staff and accountant. The company roles are employees of the
 * salon who take no bookings (not on the marketplace), so the demo's time slots stay as they are.
 */
async function demoRoleUsers(prisma: PrismaClient, ownerToken: string) {
  const operator = new Operator(prisma);
  const users: Record<string, { email: string; token: string; can: string }> = {
    owner: { email: DEMO.ownerEmail, token: ownerToken, can: ROLE_PURPOSE.owner },
  };
  for (const role of ['admin', ...COMPANY_ROLES] as const) {
    const email = `demo-${role.replace('_', '-')}@example.com`;
    const name = `Demo ${role.replace('_', ' ')}`;
    if (role === 'admin') {
      await operator.createUser({ email, name, enterprise: DEMO.enterprise, enterpriseRole: 'admin' });
    } else {
      await operator.createUser({ email, name, companies: [DEMO.salon], role });
    }
    users[role] = {
      email,
      token: (await operator.issueToken(email, { name: 'demo' })).token,
      can: ROLE_PURPOSE[role],
    };
  }
  return users;
}

/**
 * Two pending invitations (docs/roles.md, "Managing people"): a receptionist invited to the salon,
 * whose token the start-up log shows with the request that accepts it, and an admin invited to the
 * enterprise.
 */
async function demoInvitations(prisma: PrismaClient, ownerId: string) {
  const members = new MemberService(prismaSql(prisma));
  const salon = await members.createCompanyInvitation({ userId: ownerId }, DEMO.salon, {
    email: 'new-receptionist@example.com',
    role: 'front_desk',
  });
  await members.createEnterpriseInvitation({ userId: ownerId }, DEMO.enterprise, {
    email: 'new-partner@example.com',
    role: 'admin',
  });
  return {
    email: salon.email,
    role: salon.role,
    accept: 'POST /v1/hq/invitations/accept',
    body: { invite_link_token: salon.invite_link_token },
  };
}

export async function loadDemoData(
  prisma: PrismaClient,
  now: number = Date.now(),
  ids: DemoIds = newDemoIds(),
): Promise<void> {
  const dates = new DemoDates(now);
  const wine = dates.at(14, '19:00', [5]);
  // A weekday about six weeks before the load: Jón's no-show.
  const noshow = dates.at(-45, '10:00', WEEKDAYS);
  await prisma.$transaction(async (tx) => {
    // Categories (global reference data).
    const companyTypes = [
      ['demo_ct_hair', 'hair-salon', 'Hair salon', { is: 'Hársnyrting' }],
      ['demo_ct_clinic', 'clinic', 'Clinic', { is: 'Heilsugæsla' }],
      ['demo_ct_restaurant', 'restaurant', 'Restaurant', { is: 'Veitingastaður' }],
    ] as const;
    for (const [id, readable, name, tr] of companyTypes) {
      await tx.companyType.create({
        data: { id, readable_id: readable, name, name_translations: tr, country_code: 'IS' },
      });
    }
    await tx.serviceType.createMany({
      data: [
        { id: 'demo_st_haircut', readable_id: 'haircut', name: 'Haircut' },
        { id: 'demo_st_physio', readable_id: 'physiotherapy', name: 'Physiotherapy' },
      ],
    });
    await tx.cuisine.createMany({
      data: [
        { id: 'demo_cu_nordic', readable_id: 'nordic', name: 'Nordic', name_translations: { is: 'Norræn' } },
        {
          id: 'demo_cu_seafood',
          readable_id: 'seafood',
          name: 'Seafood',
          name_translations: { is: 'Sjávarréttir' },
        },
      ],
    });
    await tx.dietary.createMany({
      data: [
        { id: 'demo_di_vegan', readable_id: 'vegan', name: 'Vegan' },
        { id: 'demo_di_gluten_free', readable_id: 'gluten-free', name: 'Gluten free' },
      ],
    });
    await tx.ambience.createMany({
      data: [
        { id: 'demo_am_cozy', readable_id: 'cozy', name: 'Cozy' },
        { id: 'demo_am_family', readable_id: 'family', name: 'Family friendly' },
      ],
    });

    // Enterprises and companies.
    await tx.enterprise.create({
      data: {
        id: DEMO.enterprise,
        name: 'Northlight',
        url_name: 'northlight',
        available_on_marketplace: true,
        profile: { name: 'Northlight' },
        connections: {
          available_on_marketplace: true,
          url_name: 'northlight',
          allows_booking_without_auth: true,
        },
      },
    });
    await tx.enterprise.create({
      data: {
        id: DEMO.restaurantEnterprise,
        name: 'Harbour',
        url_name: 'harbour',
        profile: { name: 'Harbour' },
      },
    });
    const marketplace = (url: string) => ({
      enabled: true,
      visible: true,
      url_name: url,
      allow_booking_without_confirmation: true,
      allow_booking_multiple_services: true,
    });
    const companies = [
      {
        id: DEMO.salon,
        enterprise_id: DEMO.enterprise,
        enterprise_order: 0,
        name: 'Hársnyrtistofan Norðurljós',
        url_name: 'nordurljos-salon',
        street: 'Laugavegur 12',
        lat: 64.1455,
        lng: -21.9305,
        favorites: 120,
        type: 'demo_ct_hair',
        profile: {
          booking_interval: 15,
          service_buffer: 5,
          min_booking_notice_minutes: 60,
          max_bookable_future_days: 90,
          opening_hours: weekdays('09:00', '18:00', ['10:00', '16:00']),
        },
      },
      {
        id: DEMO.clinic,
        enterprise_id: DEMO.enterprise,
        enterprise_order: 1,
        name: 'Northlight Physio Clinic',
        url_name: 'northlight-physio',
        street: 'Suðurlandsbraut 4',
        lat: 64.1389,
        lng: -21.8721,
        favorites: 45,
        type: 'demo_ct_clinic',
        profile: {
          booking_interval: 30,
          min_booking_notice_minutes: 120,
          max_bookable_future_days: 60,
          opening_hours: weekdays('08:00', '16:00'),
        },
      },
      {
        id: DEMO.restaurant,
        enterprise_id: DEMO.restaurantEnterprise,
        enterprise_order: 0,
        name: 'Harbour Kitchen',
        url_name: 'harbour-kitchen',
        street: 'Geirsgata 8',
        lat: 64.1502,
        lng: -21.9408,
        favorites: 300,
        type: 'demo_ct_restaurant',
        profile: {
          booking_interval: 30,
          min_guests_per_booking: 1,
          max_guests_per_booking: 10,
          max_guests_per_interval: 20,
          max_bookable_future_days: 60,
          opening_hours: Array.from({ length: 7 }, () => ({
            opens_at: '17:00',
            closes_at: '23:00',
            is_closed: false,
          })),
        },
      },
    ];
    for (const c of companies) {
      await tx.company.create({
        data: {
          id: c.id,
          enterprise_id: c.enterprise_id,
          enterprise_order: c.enterprise_order,
          name: c.name,
          url_name: c.url_name,
          marketplace_enabled: true,
          marketplace_visible: true,
          lat: c.lat,
          lng: c.lng,
          time_zone: 'Atlantic/Reykjavik',
          country_code: 'IS',
          favorites: c.favorites,
          currency_code: 'ISK',
          currency: isk,
          locale: { ui_language: 'is', messaging_language: 'is' },
          location: location(c.street, c.lat, c.lng),
          profile: { store_name: c.name, ...c.profile },
          marketplace: marketplace(c.url_name),
          messaging: { enable_reminders: true, sender_name: c.name.slice(0, 11) },
          payment_fees: { event: 0.025, paylink: 0.03, voucher: 0.05, package: 0.04, membership: 0.04 },
          company_types: { create: { company_type_id: c.type } },
        },
      });
    }
    await tx.companyCuisine.createMany({
      data: [
        { company_id: DEMO.restaurant, cuisine_id: 'demo_cu_nordic' },
        { company_id: DEMO.restaurant, cuisine_id: 'demo_cu_seafood' },
      ],
    });

    // The owner reaches everything: admin of both enterprises.
    const owner = await tx.hqUser.create({
      data: { id: 'demo_user_owner', email: DEMO.ownerEmail, name: 'Demo Owner' },
    });
    await tx.enterpriseAdmin.createMany({
      data: [
        { enterprise_id: DEMO.enterprise, user_id: owner.id },
        { enterprise_id: DEMO.restaurantEnterprise, user_id: owner.id },
      ],
    });

    // Salon: three stylists, three services (one with a pause), two chairs.
    const stylists = [
      ['demo_emp_anna', 'Anna', true],
      ['demo_emp_bjorn', 'Björn', false],
      ['demo_emp_katla', 'Katla', false],
    ] as const;
    for (const [i, [id, name, prioritized]] of stylists.entries()) {
      await tx.employee.create({
        data: {
          id,
          company_id: DEMO.salon,
          name,
          order: i,
          marketplace_enabled: true,
          marketplace: { enabled: true, prioritized, allow_booking_without_confirmation: true },
          notifications: { booking_email: false },
        },
      });
    }
    const price = (amount: number) => [{ currency: 'ISK', amount }];
    await tx.eventType.createMany({
      data: [
        {
          id: 'demo_et_haircut',
          company_id: DEMO.salon,
          vat_id: VAT_STANDARD,
          title: 'Haircut',
          title_translations: { is: 'Klipping' },
          duration: 30,
          buffer_after_service: 10,
          variations: [
            { id: 'short', label: 'Short hair', selectable_in_marketplace: true, prices: price(7900) },
            { id: 'long', label: 'Long hair', selectable_in_marketplace: true, prices: price(9900) },
          ],
          price_ranges: [{ min: 7900, max: 9900, currency: 'ISK' }],
          connections: { service_needs: 'employee', customer_selects: 'employee' },
        },
        {
          id: 'demo_et_colour',
          company_id: DEMO.salon,
          vat_id: VAT_STANDARD,
          title: 'Colour',
          title_translations: { is: 'Litun' },
          duration: 90,
          before_pause: 30,
          pause: 45,
          after_pause: 15,
          variations: [
            { id: 'full', label: 'Full colour', selectable_in_marketplace: true, prices: price(18900) },
          ],
          price_ranges: [{ min: 18900, max: 18900, currency: 'ISK' }],
          connections: { service_needs: 'employee', customer_selects: 'employee' },
        },
        {
          id: 'demo_et_beard',
          company_id: DEMO.salon,
          vat_id: VAT_STANDARD,
          title: 'Beard trim',
          duration: 15,
          variations: [
            { id: 'std', label: 'Beard trim', selectable_in_marketplace: true, prices: price(3900) },
          ],
          connections: { service_needs: 'employee', customer_selects: 'employee' },
        },
        {
          id: 'demo_et_physio',
          company_id: DEMO.clinic,
          vat_id: VAT_REDUCED,
          title: 'Physiotherapy session',
          duration: 45,
          service_needs: 'employee_and_space',
          variations: [
            { id: 'std', label: '45 minutes', selectable_in_marketplace: true, prices: price(12500) },
          ],
          connections: { service_needs: 'employee_and_space', customer_selects: 'employee' },
        },
        {
          id: 'demo_et_consultation',
          company_id: DEMO.clinic,
          vat_id: VAT_REDUCED,
          title: 'First consultation',
          duration: 30,
          variations: [
            { id: 'std', label: '30 minutes', selectable_in_marketplace: true, prices: price(6900) },
          ],
          connections: { service_needs: 'employee', customer_selects: 'employee' },
        },
        {
          id: 'demo_et_dinner',
          company_id: DEMO.restaurant,
          vat_id: VAT_REDUCED,
          title: 'Dinner table',
          duration: 120,
          min_guests_per_booking: 1,
          max_guests_per_booking: 10,
          service_needs: 'space',
          connections: { service_needs: 'space', customer_selects: 'none' },
        },
      ],
    });
    for (const [i, name] of ['Chair 1', 'Chair 2'].entries()) {
      await tx.resource.create({
        data: {
          id: `demo_res_chair_${i + 1}`,
          company_id: DEMO.salon,
          type: 'space',
          name,
          order: i,
          marketplace: true,
        },
      });
    }

    // Clinic: two physiotherapists, two treatment rooms.
    for (const [i, name] of ['Dr. Sigrún', 'Jón'].entries()) {
      await tx.employee.create({
        data: {
          id: `demo_emp_clinic_${i + 1}`,
          company_id: DEMO.clinic,
          name,
          order: i,
          marketplace_enabled: true,
          marketplace: { enabled: true, booking_interval: 30 },
        },
      });
    }
    for (const [i, name] of ['Room A', 'Room B'].entries()) {
      await tx.resource.create({
        data: {
          id: `demo_res_room_${i + 1}`,
          company_id: DEMO.clinic,
          type: 'space',
          name,
          order: i,
          marketplace: true,
        },
      });
    }

    // Restaurant: six tables and one combination of the two window tables.
    const group = await tx.resourceGroup.create({
      data: { id: 'demo_group_main_room', company_id: DEMO.restaurant, title: 'Main room' },
    });
    const tables: [string, number, number][] = [
      ['Table 1', 1, 2],
      ['Table 2', 1, 2],
      ['Table 3', 2, 4],
      ['Table 4', 2, 4],
      ['Table 5', 4, 6],
      ['Table 6', 5, 8],
    ];
    for (const [i, [name, min, max]] of tables.entries()) {
      await tx.resource.create({
        data: {
          id: `demo_table_${i + 1}`,
          company_id: DEMO.restaurant,
          resource_group_id: group.id,
          type: 'table',
          name,
          order: i,
          min_capacity: min,
          max_capacity: max,
          marketplace: true,
        },
      });
    }
    await tx.resource.create({
      data: {
        id: 'demo_table_combo_1_2',
        company_id: DEMO.restaurant,
        resource_group_id: group.id,
        type: 'table_combination',
        name: 'Tables 1+2',
        order: 6,
        min_capacity: 3,
        max_capacity: 4,
        sub_resources: ['demo_table_1', 'demo_table_2'],
        marketplace: true,
      },
    });

    // One of every other kind of record, so that the demo shows them (and the tenant fence and
    // the fuzzer have real objects of each kind to aim at).
    await tx.eventTypeGroup.create({
      data: {
        id: 'demo_group_hair',
        company_id: DEMO.salon,
        title: 'Hair',
        order: 0,
        is_default_group: true,
        items: {
          create: [
            { event_type_id: 'demo_et_haircut', order: 0 },
            { event_type_id: 'demo_et_colour', order: 1 },
          ],
        },
      },
    });
    // The clinic never has more than 4 patients in at once (its two rooms hold two each).
    await tx.ruleSet.create({
      data: {
        id: 'demo_rules_clinic_cap',
        company_id: DEMO.clinic,
        title: 'Patients at once',
        date: '2026-01-05',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        starts_at: '08:00',
        ends_at: '16:00',
        rules: { create: [{ type: 'max_total_pax', max_total_pax: 4 }] },
      },
    });
    await tx.scheduledEvent.create({
      data: {
        id: 'demo_scheduled_wine',
        company_id: DEMO.restaurant,
        name: 'Wine tasting',
        description: 'Six Icelandic-food pairings.',
        // A Friday evening two weeks or more after the load.
        starts_at: wine,
        ends_at: DemoDates.plus(wine, 180),
        marketplace_visible: true,
        tiers: {
          create: [
            {
              id: 'demo_tier_wine',
              name: 'Seat',
              max_capacity: 20,
              currency: 'ISK',
            },
          ],
        },
      },
    });
    await tx.settlementAccount.create({
      data: {
        id: 'demo_account_northlight',
        enterprise_id: DEMO.enterprise,
        name: 'Northlight main account',
        ssn: '5501692829',
        bank: '0101',
        book: '26',
        account: '001234',
      },
    });
    await tx.voucherTemplate.create({
      data: {
        id: 'demo_vtemplate_gift',
        company_id: DEMO.salon,
        type: 'amount',
        title: 'Gift card',
        currency: 'ISK',
        amount: '10000',
        value: '10000',
        marketplace: true,
      },
    });
    await tx.voucher.create({
      data: {
        id: ids.voucher.id,
        company_id: DEMO.salon,
        template_id: 'demo_vtemplate_gift',
        code: ids.voucher.code,
        currency: 'ISK',
        amount: '10000',
        email: 'gift@example.com',
        expiration: dates.at(3 * 365, '00:00'),
        data: { type: 'amount', voucher_template: 'demo_vtemplate_gift', voucher_template_amount: 10000 },
      },
    });
    // A past booking whose customer did not come, and the no-show fee charged for it.
    await tx.event.create({
      data: {
        id: ids.events.noshow,
        company_id: DEMO.salon,
        employee_id: 'demo_emp_anna',
        event_type_ids: ['demo_et_haircut'],
        starts_at: noshow,
        ends_at: DemoDates.plus(noshow, 30),
        number_of_guests: 1,
        status: 'noshow',
        origin: 'marketplace',
        customer_name: 'Jón Jónsson',
        email: 'jon@example.com',
      },
    });
    await tx.eventService.create({
      data: {
        company_id: DEMO.salon,
        event_id: ids.events.noshow,
        event_type_id: 'demo_et_haircut',
        employee_id: 'demo_emp_anna',
        starts_at: noshow,
        ends_at: DemoDates.plus(noshow, 30),
      },
    });
    await tx.payment.create({
      data: {
        id: ids.payments.noshow,
        company_id: DEMO.salon,
        event_id: ids.events.noshow,
        employee_id: 'demo_emp_anna',
        reason: 'noshow',
        provider: 'acquirer',
        currency: 'ISK',
        amount: '3950',
        status: 'unsettled',
        refundable: true,
      },
    });
    await loadJourneyDemo(tx, dates, ids);
    await loadPaymentsDemo(tx, dates, ids);
    await loadDemoCustomers(tx, dates, ids);
    await loadPackagesDemo(tx, dates);
    await loadDemoSeries(tx, dates);
    await loadDemoVisit(tx, dates);
    await loadDemoWaitlist(tx, ids, dates.now);
  }, DEMO_LOAD);
  await loadDemoWebhooks(prisma);
}
