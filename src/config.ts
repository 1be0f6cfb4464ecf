import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

/** Every environment variable the server reads, with its default (mirrored in .env.example). */
const EnvSchema = Type.Object({
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
  OUTBOX_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
  JOBS_ENABLED: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'true' }),
  JOBS_SCHEMA: Type.String({ pattern: '^[a-z_][a-z0-9_]*$', default: 'pgboss' }),
  SETTLEMENT_CRON: Type.String({ default: '0 3 * * 1' }),
  REMINDER_LEAD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 24 }),
  WEBHOOK_ALLOW_PRIVATE: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  WEBHOOK_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 10_000 }),
  WEBHOOK_RETRY_SCHEDULE: Type.String({
    pattern: '^\\d+(\\.\\d+)?(,\\d+(\\.\\d+)?)*$',
    default: '5,300,1800,7200,18000,36000,50400,72000,72000',
  }),
  WEBHOOK_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 100, default: 4 }),
  STREAM_HEARTBEAT_SECONDS: Type.Number({ minimum: 0.05, maximum: 300, default: 15 }),
});

export type Env = Static<typeof EnvSchema>;

export interface Config {
  env: string;
  port: number;
  host: string;
  /** Empty: the embedded PGlite database under dataDir. */
  databaseUrl: string;
  databasePoolSize: number;
  dataDir: string;
  demoData: boolean;
  logLevel: string;
  /** Requests per minute per client; 0 turns rate limiting off. */
  rateLimit: number;
  /** redis://… for the rate limit counters shared by every instance; empty: in memory. */
  redisUrl: string;
  /** Put before every Redis key this server writes. */
  redisKeyPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  forceHttps: boolean;
  trustProxy: boolean;
  corsOrigin: string;
  bodyLimit: number;
  reservationMinutes: number;
  /** Secret the key that encrypts fiscalization tax credentials (AES-256-GCM) is derived from. */
  fiscalizationKey: string;
  /** smtp(s)://user:pass@host:port; empty: messages are logged instead of sent. */
  smtpUrl: string;
  mailFrom: string;
  outboxMaxAttempts: number;
  /** Run the background jobs (weekly settlements, outbox delivery) in this process. */
  jobsEnabled: boolean;
  /** PostgreSQL schema of the job queue's tables. */
  jobsSchema: string;
  /** Cron (UTC) of the weekly settlement run. */
  settlementCron: string;
  /** Hours before a booking its reminder e-mail goes out (companies with messaging.enable_reminders). */
  reminderLeadHours: number;
  /** Webhooks (issue 14): allow http:// and private, loopback, link-local destinations (development, tests). */
  webhookAllowPrivate: boolean;
  /** A delivery attempt not answered 2xx within this many ms fails. */
  webhookTimeoutMs: number;
  /** Seconds to wait before each retry after a failed attempt; its length + 1 is the number of attempts. */
  webhookRetrySchedule: number[];
  /** Deliveries in flight per endpoint, across all instances. */
  webhookConcurrency: number;
  /** Seconds between heartbeat comments on the live stream. */
  streamHeartbeatSeconds: number;
}

export class ConfigError extends Error {}

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
  const embedded = env.DATABASE_URL === '';
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
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    jobsEnabled: env.JOBS_ENABLED === 'true',
    jobsSchema: env.JOBS_SCHEMA,
    settlementCron: env.SETTLEMENT_CRON,
    reminderLeadHours: env.REMINDER_LEAD_HOURS,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    webhookRetrySchedule: env.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number),
    webhookConcurrency: env.WEBHOOK_CONCURRENCY,
    streamHeartbeatSeconds: env.STREAM_HEARTBEAT_SECONDS,
  };
}
