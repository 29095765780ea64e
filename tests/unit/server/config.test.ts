import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('server config', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, []);
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', demo: false, sessionTtlDays: 30, databaseUrl: undefined, serveSourceMaps: false });
    expect(c.dataDir).toMatch(/data$/);
  });
  it('logs a line per request in development and not in production, unless LOG_REQUESTS says otherwise', () => {
    expect(loadConfig({}, []).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, []).logRequests).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: '1' }, []).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: '0' }, []).logRequests).toBe(false);
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
  it('reads the mail settings: without SMTP_URL mails stay in the outbox; links point at PUBLIC_URL', () => {
    const plain = loadConfig({ PORT: '9000' }, []);
    expect(plain.mail).toEqual({ smtpUrl: undefined, from: 'Writers’ Center <no-reply@writers-center.test>', intervalMs: 5000 });
    expect(plain.publicUrl).toBe('http://localhost:9000');
    expect(plain.limits.mailRequestsPerHour).toBe(10);
    const set = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', MAIL_FROM: 'Authors <a@example.com>', MAIL_INTERVAL_MS: '2000', PUBLIC_URL: 'https://authors.example.com/' }, []);
    expect(set.mail).toEqual({ smtpUrl: 'smtp://user:pass@mail.example.com:587', from: 'Authors <a@example.com>', intervalMs: 2000 });
    expect(set.publicUrl).toBe('https://authors.example.com');
  });
  it('refuses a bad SMTP_URL without printing its password, and bad MAIL_FROM and PUBLIC_URL', () => {
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com', MAIL_FROM: 'nobody', PUBLIC_URL: 'ftp://x' }, []);
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/SMTP_URL must be/);
      expect(problems).not.toContain('hunter2');
      expect(problems).toMatch(/MAIL_FROM="nobody"/);
      expect(problems).toMatch(/PUBLIC_URL="ftp:\/\/x"/);
    }
  });
});
