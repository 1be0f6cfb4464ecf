import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { JobRunner } from './domain/jobs/job-runner.ts';
import { createServices, type Services } from './domain/services.ts';
import { hqRoutes } from './hq/index.ts';
import { registerAuditContext } from './http/audit.ts';
import { registerConnectionLimits, TIMEOUT_CHECK_INTERVAL_MS } from './http/connections.ts';
import { clientErrorHandler, ErrorResponse, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerHttpsRedirect } from './http/https.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { withBufferedDestination } from './http/log-destination.ts';
import { COMPRESS_THRESHOLD, ZLIB_OPTIONS } from './http/memo.ts';
import { openapiDocument } from './http/openapi.ts';
import { finishDocument } from './http/openapi-finish.ts';
import { registerOverloadProtection } from './http/overload.ts';
import { parseQueryString, registerJsonQueryParams, registerSelect } from './http/query.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerValidators } from './http/validation.ts';
import { marketplaceRoutes } from './marketplace/index.ts';
import { stripeWebhookRoutes } from './marketplace/stripe-webhook.routes.ts';
import { healthRoutes } from './operations/health.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    /** The background job runner, when the app runs jobs (`jobs: true`). */
    jobs?: JobRunner;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Run the background jobs (weekly settlements, e-mail delivery) in this process; default off. */
  jobs?: boolean;
  /** Seconds between the job workers' polls (default 2; tests use less). */
  jobsPollingSeconds?: number;
}

export async function buildApp({
  config,
  db,
  logger,
  jobs,
  jobsPollingSeconds,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs are written in batches (http/log-destination.ts: when lines may be late or lost).
    logger: withBufferedDestination(logger, config.logLevel),
    // Request ids: the caller's X-Request-Id when it sends a sane one, else a new UUID.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // maxParamLength: a manage link (a company id, a link id and a 43-character secret) is up to
    // 133 characters; Fastify's default, 100, would answer it 414.
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: 160 },
    frameworkErrors,
    // 431, 408 and unparsable requests, answered by Node's parser: in the one error shape.
    clientErrorHandler,
    // Node checks the headers and request timeouts (http/connections.ts) this often; its 30 s
    // default would let a slow client hold a socket half a minute past its limit.
    http: { connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    // One log line per request (below) instead of Fastify's two: each line is a write, about a
    // sixth of a cheap request's CPU (README, Benchmarks).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('services', createServices(db, config));

  registerValidators(app);
  registerErrorHandling(app);
  // helmet's default headers (without a Content-Security-Policy: Swagger UI serves inline scripts)
  // and X-Request-Id, on every answer: the first hook.
  registerSecurityHeaders(app);
  // Next: a refused request costs nothing further (no rate-limit count, no auth query).
  await registerOverloadProtection(app, config.overload);
  registerConnectionLimits(app, config.connections);
  // Any operation may answer 503 (database unreachable, or load shed), and 500 (a bug of ours, in
  // the error shape without internals): say so in each one's schema.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    // The codes (database_unavailable, overloaded; internal_error) and their description: http/error-codes.ts.
    if (response && !response[503]) response[503] = ErrorResponse;
    if (response && !response[500]) response[500] = ErrorResponse;
    // A GET or HEAD carries no body: @fastify/compress's request decompression (a preParsing hook)
    // would only cost every read a hook call. Set before the plugin's own onRoute reads it.
    if ([route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) route.decompress ??= false;
  });
  registerHttpsRedirect(app, config);
  registerJsonQueryParams(app);
  registerSelect(app);
  registerInputGuard(app);
  registerAuditContext(app);
  // Hooks every request runs are synchronous (callback) hooks: an async one costs a promise and a
  // microtask turn per request for nothing here.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });

  await app.register(cors, { origin: config.corsOrigin === '*' ? true : config.corsOrigin.split(',') });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, zlibOptions: ZLIB_OPTIONS });
  // One algorithm, signed and verified (RFC 8725: a token naming another, or none, is refused).
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn },
    verify: { algorithms: ['HS256'] },
  });
  await registerRateLimit(app, {
    perMinute: config.rateLimit,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(swagger, {
    openapi: openapiDocument,
    transformObject: (documents) =>
      finishDocument((documents as { openapiObject: Record<string, any> }).openapiObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes, { db });
  await app.register(hqRoutes, { prefix: '/v1/hq' });
  await app.register(marketplaceRoutes, { prefix: '/v1/marketplace' });
  await app.register(stripeWebhookRoutes, { prefix: '/v1/webhooks' });

  const runner = jobs
    ? new JobRunner(db, app.services.settlements, app.services.outbox, {
        schema: db.schema ?? config.jobsSchema,
        settlementCron: config.settlementCron,
        log: app.log,
        reminders: app.services.bookingMessages,
        payments: app.services.checkout,
        packages: app.services.packages,
        waitlist: app.services.waitlist,
        webhooks: { deliverer: app.services.webhookDeliverer, feed: app.services.changeFeed },
        pollingIntervalSeconds: jobsPollingSeconds,
      })
    : undefined;
  if (runner) app.decorate('jobs', runner);

  // Open streams would keep server.close() waiting: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    app.services.liveStream.endAll();
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
    await app.services.changeFeed.close();
    await app.services.timeSlots.close();
    app.services.outbox.close();
    await db.close();
  });
  await runner?.start();
  return app;
}
