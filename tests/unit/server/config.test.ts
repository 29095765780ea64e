import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('server config', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, []);
    expect(c).toMatchObject({ port: 8080, demo: false, sessionTtlDays: 30, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
  });
  it('reads PORT, DATA_DIR, DATABASE_URL and --demo', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' }, ['--demo']);
    expect(c).toMatchObject({ port: 9000, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', demo: true });
  });
  it('names every bad value', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SESSION_TTL_DAYS: '0' }, []);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT="eighty"/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LOG_LEVEL="loud"/);
      expect(problems).toMatch(/SESSION_TTL_DAYS="0"/);
    }
  });
});
