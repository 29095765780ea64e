import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs') as { CHROMIUM_PATH: string; CHROMIUM_ARGS: string[] };

const PORT = Number(process.env.E2E_PORT ?? 8181);
const OIDC_PORT = PORT + 1;
/** The mail sink: SMTP the server delivers to, and HTTP the specs read delivered mail from. */
const MAIL_SMTP_PORT = PORT + 2;
export const MAIL_SINK_URL = `http://127.0.0.1:${PORT + 3}`;
/** Shared with the specs: the CLI finds the running server through this data directory. */
export const DATA_DIR = path.join(os.tmpdir(), `wc-e2e-${PORT}`);
const ROOT = path.resolve(import.meta.dirname, '../..');
const SNS_PROVIDERS = JSON.stringify([
  { id: 'quill', name: 'QuillID', issuer: `http://127.0.0.1:${OIDC_PORT}`, client_id: 'writers-center', client_secret: 'loopback-client-secret-for-tests' },
]);

/**
 * The real server (built portal, embedded PostgreSQL with demo data) driven by Debian's Chromium.
 * The whole suite runs twice: in English on a desktop window, and in German at 900 px (under the
 * 992 px breakpoint, so with the side menu closed). One extra project that is both keeps CI time
 * down (each project takes about four minutes on two cores).
 */
export default defineConfig<{ uiLang: string }>({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: '../../test-results/e2e',
  projects: [
    { name: 'en-desktop', use: { uiLang: 'en', viewport: { width: 1440, height: 900 } } },
    { name: 'de-900', use: { uiLang: 'de', locale: 'de-DE', viewport: { width: 900, height: 760 } } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/oidc-server.ts',
      cwd: ROOT,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_URI: `http://127.0.0.1:${PORT}/login` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node_modules/.bin/tsx tests/e2e/mail-sink.ts',
      cwd: ROOT,
      url: `${MAIL_SINK_URL}/mails`,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(PORT + 3) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx src/server/server.ts`,
      cwd: ROOT,
      url: `http://127.0.0.1:${PORT}/v1/site.policy`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', SIGNUPS_PER_ADDRESS_HOUR: '1000', SIGNINS_PER_ADDRESS_15MIN: '1000', FAILED_SIGNINS_PER_ADDRESS_15MIN: '1000', MAIL_REQUESTS_PER_ADDRESS_HOUR: '1000', SNS_PROVIDERS, RELEASE_INTERVAL_MS: '1000', PUBLIC_URL: `http://127.0.0.1:${PORT}`, MOBILE_LOGIN_URL: `http://127.0.0.1:${PORT}/terms?from=mobile`, SMTP_URL: `smtp://mailer:smtp-test-secret@127.0.0.1:${MAIL_SMTP_PORT}`, MAIL_INTERVAL_MS: '200' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
