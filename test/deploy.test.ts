// The docker-compose production setup: what `docker compose up` runs without any .env but the
// two secrets. Demo data is off unless asked for (item 10 of issue 26): with it on, every install
// handed out the same spendable voucher code and guest booking ids.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';

const compose = parse(readFileSync(resolve(import.meta.dirname, '../docker-compose.yml'), 'utf8'));

/** Compose's `${VAR:-default}` and `${VAR:?message}` as `docker compose up` reads them from `env`. */
function interpolate(value: unknown, env: Record<string, string>): string {
  return String(value).replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op?: string, rest = '') => {
      if (env[name]) return env[name];
      if (op === '-') return rest;
      if (op === '?') throw new Error(`${name}: ${rest}`);
      return '';
    },
  );
}

const secrets = {
  JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789',
  FISCALIZATION_KEY: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ9876543210',
};
const appEnv = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(compose.services.app.environment as Record<string, unknown>).map(([k, v]) => [
      k,
      interpolate(v, env),
    ]),
  );

describe('docker-compose.yml', () => {
  it('loads no demo data unless asked for', () => {
    const env = appEnv(secrets);
    expect(env.DEMO_DATA).toBe('false');
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).demoData).toBe(false);
  });

  it('loads it when asked for with DEMO_DATA=true', () => {
    const env = appEnv({ ...secrets, DEMO_DATA: 'true' });
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).demoData).toBe(true);
  });

  it('refuses to start without the two secrets', () => {
    expect(() => appEnv({})).toThrow(/JWT_SECRET/);
  });
});
