import { getHeapStatistics } from 'node:v8';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

/** Every environment variable the server reads, with its default (mirrored in .env.example). */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.String({ default: '' }),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  DATA_DIR: Type.String({ default: './data' }),
  DEMO_DATA: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  RATE_LIMIT: Type.Integer({ minimum: 0, default: 600 }),
  REDIS_URL: Type.String({ default: '' }),
  REDIS_KEY_PREFIX: Type.String({ default: 'booking-api:' }),
  JWT_SECRET: Type.String({ minLength: 16, default: 'dev-only-secret-change-me-in-production' }),
  JWT_EXPIRES_IN: Type.String({ default: '7d' }),
  FORCE_HTTPS: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  TRUST_PROXY: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  CORS_ORIGIN: Type.String({ default: '*' }),
  BODY_LIMIT: Type.Integer({ minimum: 1024, default: 1_048_576 }),
  RESERVATION_MINUTES: Type.Integer({ minimum: 1, maximum: 120, default: 10 }),
  FISCALIZATION_KEY: Type.String({ minLength: 16, default: 'dev-only-fiscalization-key-change-me' }),
  SMTP_URL: Type.String({ default: '' }),
  MAIL_FROM: Type.String({ default: 'Bookings <no-reply@localhost>' }),
  MANAGE_LINK_URL: Type.String({ default: '', pattern: '^$|^https?://.*\\{token\\}' }),
  OUTBOX_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
  JOBS_ENABLED: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'true' }),
  JOBS_SCHEMA: Type.String({ pattern: '^[a-z_][a-z0-9_]*$', default: 'pgboss' }),
  SETTLEMENT_CRON: Type.String({ default: '0 3 * * 1' }),
  REMINDER_LEAD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 24 }),
  PAYMENT_PROVIDER: Type.Union([Type.Literal('test'), Type.Literal('stripe')], { default: 'test' }),
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9_]+$' })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9_+/=]+$' })),
  STRIPE_API_BASE: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+/?$' })),
  OVERLOAD_MAX_IN_FLIGHT: Type.Optional(Type.Integer({ minimum: 0 })),
  OVERLOAD_MAX_WAIT_MS: Type.Integer({ minimum: 1, maximum: 60_000, default: 2000 }),
  OVERLOAD_CONGESTED_WAIT_MS: Type.Integer({ minimum: 1, maximum: 60_000, default: 10 }),
  OVERLOAD_QUEUE_INTERVAL_MS: Type.Integer({ minimum: 1, maximum: 60_000, default: 100 }),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: Type.Optional(Type.Integer({ minimum: 0 })),
  OVERLOAD_MAX_HEAP_MB: Type.Optional(Type.Integer({ minimum: 0 })),
  WEBHOOK_ALLOW_PRIVATE: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 10_000 }),
  WEBHOOK_RETRY_SCHEDULE: Type.String({
    pattern: '^\\d+(\\.\\d+)?(,\\d+(\\.\\d+)?)*$',
    default: '5,300,1800,7200,18000,36000,50400,72000,72000',
  }),
  WEBHOOK_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 100, default: 4 }),
  STREAM_HEARTBEAT_SECONDS: Type.Number({ minimum: 0.05, maximum: 300, default: 15 }),
  STREAM_MAX_PER_TOKEN: Type.Integer({ minimum: 1, default: 5 }),
  STREAM_MAX_PER_COMPANY: Type.Integer({ minimum: 1, default: 20 }),
  STREAM_MAX_PER_INSTANCE: Type.Integer({ minimum: 1, default: 200 }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 30_000 }),
  BODY_IDLE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  MAX_CONNECTIONS_PER_CLIENT: Type.Optional(Type.Integer({ minimum: 0 })),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5 }),
  LOGIN_MAX_FAILURES_PER_CLIENT: Type.Integer({ minimum: 1, default: 30 }),
  LOGIN_BACKOFF_SECONDS: Type.Integer({ minimum: 1, maximum: 900, default: 1 }),
});

export type Env = Static<typeof EnvSchema>;

const Int = (description?: string) => Type.Integer(description ? { description } : {});
const Bool = (description?: string) => Type.Boolean(description ? { description } : {});
const Str = (description?: string) => Type.String(description ? { description } : {});

/** The Stripe provider's settings (PAYMENT_PROVIDER=stripe). */
const StripeConfigSchema = Type.Object({
  secretKey: Str(),
  webhookSecret: Str(),
  apiBase: Type.Union(
    [
      Type.Object({
        protocol: Type.Union([Type.Literal('http'), Type.Literal('https')]),
        host: Str(),
        port: Int(),
      }),
      Type.Null(),
    ],
    { description: "Where the Stripe API is (a local mock in tests); null: Stripe's own." },
  ),
});

/**
 * The configuration the app runs with, read from the environment by loadConfig. Its type is
 * derived from this schema (Config = Static<>), and a test checks a loaded configuration against it.
 */
export const ConfigSchema = Type.Object({
  env: Str(),
  port: Int(),
  host: Str(),
  databaseUrl: Str('Empty: the embedded PGlite database under dataDir.'),
  databasePoolSize: Int(),
  dataDir: Str(),
  demoData: Bool(),
  logLevel: Str(),
  rateLimit: Int('Requests per minute per client; 0 turns rate limiting off.'),
  redisUrl: Str('redis://… for the rate limit counters shared by every instance; empty: in memory.'),
  redisKeyPrefix: Str('Put before every Redis key this server writes.'),
  jwtSecret: Str(),
  jwtExpiresIn: Str(),
  forceHttps: Bool(),
  trustProxy: Bool(),
  corsOrigin: Str(),
  bodyLimit: Int(),
  reservationMinutes: Int(),
  paymentProvider: Type.Union([Type.Literal('test'), Type.Literal('stripe')], {
    description: "Who takes the customers' payments (`test`: built in, no money moves).",
  }),
  stripe: Type.Union([StripeConfigSchema, Type.Null()], {
    description: "The Stripe provider's settings (PAYMENT_PROVIDER=stripe); null otherwise.",
  }),
  fiscalizationKey: Str(
    'Secret the key that encrypts fiscalization tax credentials (AES-256-GCM) is derived from.',
  ),
  smtpUrl: Str('smtp(s)://user:pass@host:port; empty: messages are logged instead of sent.'),
  mailFrom: Str(),
  manageLinkUrl: Str(
    "The customer's page to manage a booking, `{token}` standing for the manage link (customer e-mails carry it).",
  ),
  outboxMaxAttempts: Int(),
  jobsEnabled: Bool('Run the background jobs (weekly settlements, outbox delivery) in this process.'),
  jobsSchema: Str("PostgreSQL schema of the job queue's tables."),
  settlementCron: Str('Cron (UTC) of the weekly settlement run.'),
  reminderLeadHours: Int(
    'Hours before a booking its reminder e-mail goes out (companies with messaging.enable_reminders).',
  ),
  overload: Type.Object(
    {
      maxInFlight: Int(),
      maxWaitMs: Int(),
      congestedWaitMs: Int(),
      queueIntervalMs: Int(),
      maxEventLoopDelayMs: Int(),
      maxHeapUsedBytes: Int(),
    },
    {
      description:
        'Admission control and load shedding (http/overload.ts, http/admission.ts); 0 turns a check off.',
    },
  ),
  connections: Type.Object(
    { headersTimeoutMs: Int(), requestTimeoutMs: Int(), bodyIdleTimeoutMs: Int(), maxPerClient: Int() },
    { description: 'Slow and greedy clients (http/connections.ts).' },
  ),
  streamBudget: Type.Object(
    { perToken: Int(), perCompany: Int(), perInstance: Int() },
    { description: 'Live streams open at once (domain/webhooks/live-stream.ts).' },
  ),
  loginFailures: Type.Object(
    { perAccount: Int(), perClient: Int(), backoffSeconds: Int() },
    {
      description:
        'Failed log-ins allowed per account and per client address in 15 minutes before back-off, and the first hold (doubled by each further failure).',
    },
  ),
  webhookAllowPrivate: Bool(
    'Webhooks: allow http:// and private, loopback, link-local destinations (development, tests).',
  ),
  webhookTimeoutMs: Int('A delivery attempt not answered 2xx within this many ms fails.'),
  webhookRetrySchedule: Type.Array(Type.Number(), {
    description:
      'Seconds to wait before each retry after a failed attempt; its length + 1 is the number of attempts.',
  }),
  webhookConcurrency: Int('Deliveries in flight per endpoint, across all instances.'),
  streamHeartbeatSeconds: Type.Number({
    description: 'Seconds between heartbeat comments on the live stream.',
  }),
});

export type Config = Static<typeof ConfigSchema>;
export type StripeConfig = Static<typeof StripeConfigSchema>;

export class ConfigError extends Error {}

/**
 * PAYMENT_PROVIDER=stripe needs both secrets in every environment: without the key no payment
 * can be opened, and without the webhook secret no payment would ever be confirmed (bookings
 * would sit unconfirmed until their hold expired), so a start that cannot work is refused.
 */
function stripeConfig(env: Env): StripeConfig | null {
  if (env.PAYMENT_PROVIDER !== 'stripe') return null;
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !env[k]);
  if (missing.length > 0)
    throw new ConfigError(
      `PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}:\n${missing.map((k) => `  ${k}: is not set`).join('\n')}`,
    );
  let apiBase: StripeConfig['apiBase'] = null;
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiBase = {
      protocol,
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    };
  }
  return { secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase };
}

/** The default heap limit of load shedding: 90% of what V8 may use (it follows --max-old-space-size). */
function defaultMaxHeapBytes(): number {
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

/**
 * Secrets that have a development default. In production each must be set to a value of its own:
 * a development default, a placeholder ("change-me"), or anything short or with little variety
 * would let anyone who read this repository forge customer tokens or decrypt tax credentials.
 */
const SECRETS = ['JWT_SECRET', 'FISCALIZATION_KEY'] as const;
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
const PLACEHOLDER = /change[-_ .]?me|dev[-_ .]?only|example|placeholder|secret[-_ .]?here/i;

function productionSecretProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const name of SECRETS) {
    const value = source[name] ?? '';
    const defaultValue = (EnvSchema.properties[name] as { default?: string }).default;
    let why: string | undefined;
    if (value === '') why = 'is not set (the development default is not accepted)';
    else if (value === defaultValue || PLACEHOLDER.test(value)) why = 'is a development or placeholder value';
    else if (value.length < MIN_PRODUCTION_SECRET_LENGTH)
      why = `is ${value.length} characters long, shorter than ${MIN_PRODUCTION_SECRET_LENGTH}`;
    else if (new Set(value).size < 10) why = 'has fewer than 10 distinct characters';
    if (why)
      problems.push(
        `  ${name}: ${why}; with NODE_ENV=production set a random value of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
      );
  }
  return problems;
}

/** Reads and validates the environment; a wrong value stops the start with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw));
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    // One line per variable: a union reports each of its failed branches.
    const lines = [
      ...new Set(errors.map((e) => `  ${e.instancePath.replace(/^\//, '') || '(env)'}: ${e.message}`)),
    ];
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const env = converted as Env;
  if (env.NODE_ENV === 'production') {
    const problems = productionSecretProblems(source);
    if (problems.length > 0)
      throw new ConfigError(`Refusing to start in production with weak secrets:\n${problems.join('\n')}`);
  }
  const embedded = env.DATABASE_URL === '';
  const stripe = stripeConfig(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    demoData: env.DEMO_DATA === undefined ? embedded : env.DEMO_DATA === 'true',
    logLevel: env.LOG_LEVEL,
    rateLimit: env.RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jwtSecret: env.JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    forceHttps: env.FORCE_HTTPS === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigin: env.CORS_ORIGIN,
    bodyLimit: env.BODY_LIMIT,
    reservationMinutes: env.RESERVATION_MINUTES,
    fiscalizationKey: env.FISCALIZATION_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    // Without a customer app of its own, the link opens this API's read of the booking.
    manageLinkUrl: env.MANAGE_LINK_URL || `http://localhost:${env.PORT}/v1/marketplace/manage/{token}`,
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    jobsEnabled: env.JOBS_ENABLED === 'true',
    jobsSchema: env.JOBS_SCHEMA,
    settlementCron: env.SETTLEMENT_CRON,
    reminderLeadHours: env.REMINDER_LEAD_HOURS,
    paymentProvider: env.PAYMENT_PROVIDER,
    stripe,
    overload: {
      // By default two per pooled connection: one at the database and one waiting for it. More
      // in flight only lengthens the queue (latency = in flight / throughput): at the 140-320
      // req/s this shared 2-core machine serves an HQ calendar list, 200 in flight gave an
      // accepted p99 of 4.9 s at four times saturation, 32 gave 0.5-1.1 s, 20 gave 0.55 s and
      // 10 gave 0.21 s (bench case overload). Raise it where requests wait on outside services.
      maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT ?? 2 * env.DATABASE_POOL_SIZE,
      // The controlled-delay queue in front of those places (README, Reliability): a burst may
      // wait 2 s (200 bookings of distinct slots took 0.6-1.2 s here), a standing queue 10 ms.
      maxWaitMs: env.OVERLOAD_MAX_WAIT_MS,
      congestedWaitMs: env.OVERLOAD_CONGESTED_WAIT_MS,
      queueIntervalMs: env.OVERLOAD_QUEUE_INTERVAL_MS,
      // Off unless asked for: on a shared or oversubscribed host (CI, or 2 cores under a load of
      // 25, measured) the loop's mean delay passes a second with no overload of our own, and the
      // embedded database runs its queries on the loop. The cap on requests in flight bounds the
      // queue either way; on a dedicated host, 1000 is a sound setting.
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? 0,
      maxHeapUsedBytes:
        env.OVERLOAD_MAX_HEAP_MB === undefined ? defaultMaxHeapBytes() : env.OVERLOAD_MAX_HEAP_MB * 1_048_576,
    },
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    webhookRetrySchedule: env.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number),
    webhookConcurrency: env.WEBHOOK_CONCURRENCY,
    streamHeartbeatSeconds: env.STREAM_HEARTBEAT_SECONDS,
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      bodyIdleTimeoutMs: env.BODY_IDLE_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy's address: the proxy bounds its
      // clients, so no limit applies here unless one is asked for.
      maxPerClient: env.MAX_CONNECTIONS_PER_CLIENT ?? (env.TRUST_PROXY === 'true' ? 0 : 64),
    },
    streamBudget: {
      perToken: env.STREAM_MAX_PER_TOKEN,
      perCompany: env.STREAM_MAX_PER_COMPANY,
      perInstance: env.STREAM_MAX_PER_INSTANCE,
    },
    loginFailures: {
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perClient: env.LOGIN_MAX_FAILURES_PER_CLIENT,
      backoffSeconds: env.LOGIN_BACKOFF_SECONDS,
    },
  };
}
