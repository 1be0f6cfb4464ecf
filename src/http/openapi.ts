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
  servers: [{ url: '/' }],
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
        description: 'Customer JWT from POST /v1/marketplace/auth/token.',
      },
    },
  },
  tags: [
    { name: 'Operations' },
    { name: 'HQ: resources' },
    { name: 'HQ: companies' },
    { name: 'HQ: rule sets' },
    { name: 'HQ: scheduled events' },
    { name: 'HQ: payment terminals' },
    { name: 'HQ: fiscalization' },
    { name: 'HQ: payments' },
    { name: 'HQ: settlements' },
    { name: 'HQ: voucher templates' },
    { name: 'HQ: vouchers' },
    { name: 'HQ: enterprises' },
    { name: 'HQ: VATs' },
    { name: 'HQ: event types' },
    { name: 'HQ: event type groups' },
    { name: 'HQ: employees' },
    { name: 'Marketplace: companies' },
    { name: 'Marketplace: spaces' },
    { name: 'Marketplace: users' },
    { name: 'Marketplace: categories' },
    { name: 'Marketplace: enterprises' },
    { name: 'Marketplace: employees' },
    { name: 'Marketplace: time slots' },
    { name: 'Marketplace: bookings' },
    { name: 'HQ: events' },
  ],
};
