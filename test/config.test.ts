import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

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
