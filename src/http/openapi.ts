/** The document @fastify/swagger fills with every route; committed as openapi/openapi.json. */
export const openapiDocument: Record<string, any> = {
  openapi: '3.1.0',
  info: {
    title: 'Appointment and Booking Platform API',
    version: '1.0.0',
    description:
      'HQ API (/v1/hq): a business manages its data. Marketplace API (/v1/marketplace, version label dev): ' +
      'customers browse and book. Errors answer { type, code, message, request_id } (see ErrorResponse).',
  },
  // Served by each install for its own callers: a public API, not an internal one.
  servers: [{ url: '/', 'x-internal': false }],
  components: {
    securitySchemes: {
      HqBearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'Opaque HQ access token (npm run admin -- issue-token).',
      },
      'Marketplace-Authentication': {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'Customer JWT from POST /v1/marketplace/auth/token, issued and checked as RFC8725 advises: ' +
          'HS256 only (a token naming another algorithm, or none, is refused), signature and expiry verified.',
      },
    },
  },
  tags: [
    {
      name: 'Operations',
      description: 'Liveness and readiness probes for load balancers and orchestrators.',
    },
    { name: 'HQ: resources', description: 'Spaces, tables and table combinations a business books.' },
    {
      name: 'HQ: companies',
      description: 'The companies (locations) a user reaches, their settings and VATs.',
    },
    {
      name: 'HQ: rule sets',
      description: 'When a company is open, takes online bookings, and how many guests at once.',
    },
    {
      name: 'HQ: scheduled events',
      description: 'Classes and other events with a fixed time and tiers of seats.',
    },
    { name: 'HQ: payment terminals', description: 'Card terminals connected through the acquirer.' },
    { name: 'HQ: fiscalization', description: 'Fiscal registration of the receipts of a company.' },
    {
      name: 'HQ: payments',
      description: 'Payments taken for bookings (including no-show fees) and their receipts.',
    },
    { name: 'HQ: settlements', description: 'Weekly settlements and the accounts they are paid to.' },
    { name: 'HQ: voucher templates', description: 'Gift cards and session cards a company sells.' },
    { name: 'HQ: vouchers', description: 'Vouchers sold from the templates, and their notifications.' },
    {
      name: 'HQ: packages and memberships',
      description: 'Packages and memberships a company sells, and those its customers hold.',
    },
    { name: 'HQ: enterprises', description: 'Enterprises (groups of companies) the user administers.' },
    { name: 'HQ: VATs', description: 'The VAT rates of a company.' },
    {
      name: 'HQ: event types',
      description: 'The services a company offers, with durations, pauses and prices.',
    },
    { name: 'HQ: event type groups', description: 'How the services are grouped on a menu.' },
    { name: 'HQ: employees', description: 'The people who serve bookings, and their marketplace settings.' },
    {
      name: 'HQ: people',
      description: 'Who signs in to a company or an enterprise in which role: invitations, roles, removal.',
    },
    {
      name: 'Marketplace: companies',
      description: 'Companies customers can browse and book, by filter, place and text.',
    },
    { name: 'Marketplace: spaces', description: 'The bookable spaces of a company.' },
    { name: 'Marketplace: users', description: 'Customer accounts: sign up, log in, who am I.' },
    {
      name: 'Marketplace: categories',
      description: 'Company types, service types, cuisines, dietaries and ambiences.',
    },
    {
      name: 'Marketplace: enterprises',
      description: 'Enterprises on the marketplace, with their companies.',
    },
    {
      name: 'Marketplace: employees',
      description: 'Employees customers can choose, across companies or in one.',
    },
    { name: 'Marketplace: time slots', description: 'Bookable time slots and opening hours.' },
    { name: 'Marketplace: bookings', description: 'Holds, bookings, their changes and cancellations.' },
    { name: 'HQ: events', description: 'The bookings of a business, as its staff sees and makes them.' },
    {
      name: 'HQ: series',
      description:
        'Standing appointments: a recurrence booked, read and cancelled as one (docs/bookings.md#series).',
    },
    {
      name: 'HQ: customers',
      description: "The business's client records: search, merge, GDPR export and erasure.",
    },
    { name: 'HQ: waitlist', description: 'Who waits for a time, and offers of freed time made by hand.' },
    {
      name: 'HQ: webhooks',
      description:
        "Endpoints that receive a company's changes, signed, with their delivery log; the live stream.",
    },
    { name: 'HQ: API tokens', description: 'The live tokens of the calling user, and revoking one.' },
    { name: 'HQ: activities', description: 'The audit trail: who changed what in a company, and when.' },
    {
      name: 'Marketplace: service menu',
      description: 'The services a customer can book online, and the groups they are shown in.',
    },
    {
      name: 'Marketplace: classes',
      description: 'Classes (scheduled events) with seats left per tier, to book a seat in.',
    },
    {
      name: 'Marketplace: payments',
      description: "Paying a booking's prepayment, and the payment provider's webhook.",
    },
    { name: 'Marketplace: vouchers', description: 'Vouchers bought on the marketplace, and their balance.' },
    {
      name: 'Marketplace: packages and memberships',
      description:
        'Buying a package or starting a membership; what the customer holds, what is left and until when.',
    },
    {
      name: 'Marketplace: waitlist',
      description: 'Joining a waitlist, and the booking offers made when time frees up.',
    },
  ],
};
