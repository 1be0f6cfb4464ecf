import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, EnvSchema, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: '',
      dataDir: './data',
      demoData: true,
      rateLimit: 600,
    });
    // Demo data defaults off on PostgreSQL.
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@y/z' }).demoData).toBe(false);
  });

  it('caps requests in flight at two per pooled database connection unless told otherwise', () => {
    // Default pool 10: 2 x 10 = 20 in flight; a pool of 25: 50; an explicit value wins, 0 is off.
    expect(loadConfig({}).overload.maxInFlight).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).overload.maxInFlight).toBe(50);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25', OVERLOAD_MAX_IN_FLIGHT: '64' }).overload.maxInFlight).toBe(
      64,
    );
    expect(loadConfig({ OVERLOAD_MAX_IN_FLIGHT: '0' }).overload.maxInFlight).toBe(0);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/LOG_LEVEL/);
    }
  });
});

describe('production secrets', () => {
  // 48 random-looking characters, 20+ distinct: what `openssl rand -base64 36` gives.
  const strong = 'q7Vd0kZr3LxN9pWb2TgY5hJc8sMf1aUe6oKi4nRz-XyQwEtB';
  const strongToo = 'Zp4Lq9Xw2Rt7Yv1Ns6Ud3Kb8Mh5Jf0GcAoEiTyWrQe-PlSkDm';

  it('starts with long random secrets', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: strong, FISCALIZATION_KEY: strongToo });
    expect([config.jwtSecret, config.fiscalizationKey]).toEqual([strong, strongToo]);
  });

  it.each([
    ['unset (the development default)', undefined],
    ['the development default, set explicitly', 'dev-only-secret-change-me-in-production'],
    ['a placeholder', 'change-me-to-a-long-random-secret-please-really'],
    ['short: 31 characters', strong.slice(0, 31)],
    ['long but one character repeated', 'a'.repeat(64)],
  ])('refuses JWT_SECRET %s, naming the variable', (_why, value) => {
    const env = {
      NODE_ENV: 'production',
      FISCALIZATION_KEY: strongToo,
      ...(value ? { JWT_SECRET: value } : {}),
    };
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(/JWT_SECRET/);
    expect(() => loadConfig(env)).not.toThrowError(/FISCALIZATION_KEY/);
  });

  it('refuses the development FISCALIZATION_KEY, and names both when both are weak', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: strong };
    expect(() => loadConfig(env)).toThrowError(/FISCALIZATION_KEY/);
    expect(() => loadConfig({ ...env, FISCALIZATION_KEY: 'short-key-16chrs' })).toThrowError(
      /FISCALIZATION_KEY: is 16 characters long/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET[\s\S]*FISCALIZATION_KEY/);
  });

  it('keeps the development defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBe('dev-only-secret-change-me-in-production');
    expect(loadConfig({ NODE_ENV: 'test' }).fiscalizationKey).toBe('dev-only-fiscalization-key-change-me');
  });

  it('the server process exits 1 before opening any database, naming the variable', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: strong,
        FISCALIZATION_KEY: '',
        PORT: '0',
        DATA_DIR: '/nonexistent/never-created',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/FISCALIZATION_KEY: is not set/);
    expect(run.stderr).not.toMatch(/JWT_SECRET/);
  }, 40_000);
});

describe('the Stripe provider (docs/api-conventions.md#customers-paying)', () => {
  const key = 'sk_test_51Abc0123456789';
  const whsec = 'whsec_0123456789abcdef';

  it('is off by default, and takes its keys and an API base for a local mock', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'test', stripe: null });
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: key,
      STRIPE_WEBHOOK_SECRET: whsec,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.paymentProvider).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: key,
      webhookSecret: whsec,
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    // Without STRIPE_API_BASE: Stripe's own API.
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: whsec }).stripe
        ?.apiBase,
    ).toBeNull();
    // https without a port: 443.
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: key,
        STRIPE_WEBHOOK_SECRET: whsec,
        STRIPE_API_BASE: 'https://stripe-proxy.internal',
      }).stripe?.apiBase,
    ).toEqual({ protocol: 'https', host: 'stripe-proxy.internal', port: 443 });
  });

  it.each([
    ['production', { NODE_ENV: 'production' }],
    ['development', {}],
  ])('refuses to start in %s with stripe selected and a key missing, naming it', (_env, extra) => {
    const base = {
      ...extra,
      JWT_SECRET: 'q7Vd0kZr3LxN9pWb2TgY5hJc8sMf1aUe6oKi4nRz-XyQwEtB',
      FISCALIZATION_KEY: 'Zp4Lq9Xw2Rt7Yv1Ns6Ud3Kb8Mh5Jf0GcAoEiTyWrQe-PlSkDm',
      PAYMENT_PROVIDER: 'stripe',
    };
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: whsec })).toThrowError(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: key })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig(base)).toThrowError(ConfigError);
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: whsec }).paymentProvider,
    ).toBe('stripe');
  });

  it('refuses malformed keys and API bases', () => {
    const ok = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: whsec };
    expect(() => loadConfig({ ...ok, STRIPE_SECRET_KEY: 'pk_test_publishable' })).toThrowError(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...ok, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...ok, STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrowError(/STRIPE_API_BASE/);
    expect(() => loadConfig({ ...ok, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrowError(
      /STRIPE_API_BASE/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrowError(/PAYMENT_PROVIDER/);
  });
});

describe('the configuration and its documentation', () => {
  /** The variables .env.example sets (`NAME=value` lines; comments and blank lines skipped). */
  const documented = () =>
    readFileSync(resolve(import.meta.dirname, '../.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name) => name !== undefined);

  it('.env.example lists every variable the server reads, once, and nothing else', () => {
    const names = documented();
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(EnvSchema.properties).sort());
  });

  it('loads a configuration its schema accepts, with defaults and with every option set', () => {
    expect(Value.Errors(ConfigSchema, loadConfig({}))).toEqual([]);
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    };
    expect(Value.Errors(ConfigSchema, loadConfig(stripe))).toEqual([]);
  });
});
