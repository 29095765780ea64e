import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { E2E_CHROMIUM_PATH, E2E_CHROMIUM_ARGS } = require('../support/chromium.cjs') as { E2E_CHROMIUM_PATH: string; E2E_CHROMIUM_ARGS: string[] };

const PORT = Number(process.env.E2E_PORT ?? 8181);
const OIDC_PORT = PORT + 1;
/** Each worker drives a server of its own (its own embedded database, demo data and mail sink). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** `npm run test:full` (and CI on main) runs every spec in German at 900 px too, not only the tagged ones. */
const FULL = process.env.E2E_FULL === '1';
/** A worker's ports: its server, then its mail sink's SMTP (what the server delivers to) and HTTP (what specs read). */
export const appPort = (workerIndex: number) => PORT + 10 * (workerIndex + 1);
export const appUrl = (workerIndex: number) => `http://127.0.0.1:${appPort(workerIndex)}`;
const mailSmtpPort = (workerIndex: number) => appPort(workerIndex) + 1;
export const mailSinkUrl = (workerIndex: number) => `http://127.0.0.1:${appPort(workerIndex) + 2}`;
/** Shared with the specs: the back-office commands find a worker's server through its data directory. */
export const dataDir = (workerIndex: number) => path.join(os.tmpdir(), `wc-e2e-${appPort(workerIndex)}`);
const ROOT = path.resolve(import.meta.dirname, '../..');
const SNS_PROVIDERS = JSON.stringify([
  { id: 'quill', name: 'QuillID', issuer: `http://127.0.0.1:${OIDC_PORT}`, client_id: 'writers-center', client_secret: 'loopback-client-secret-for-tests' },
]);
const workers = Array.from({ length: WORKERS }, (_, i) => i);

/**
 * The real server (built portal and dist/server, embedded PostgreSQL with demo data) driven by
 * Debian's Chromium, one server per worker. The suite runs in English on a desktop window; the
 * specs tagged @i18n (words, formats, languages) or @layout (what 900 px changes) run again in
 * German at 900 px (under the 992 px breakpoint, so with the side menu closed); the full run
 * (E2E_FULL=1) runs every spec in both.
 */
export default defineConfig<{ uiLang: string }>({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS },
    // A trace films every test (a screencast and DOM snapshots), which costs the run about a third of
    // its CPU: off unless asked for (E2E_TRACE=retain-on-failure); a failure keeps its screenshot.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../../test-results/e2e',
  projects: [
    // A common laptop's window in English, and a narrow one in German (longer words, the menu closed).
    { name: 'en-desktop', use: { uiLang: 'en', viewport: { width: 1366, height: 768 } } },
    { name: 'de-900', grep: FULL ? undefined : /@i18n|@layout/, use: { uiLang: 'de', locale: 'de-DE', viewport: { width: 900, height: 760 } } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/e2e/oidc-server.ts',
      cwd: ROOT,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_URIS: workers.map((i) => `${appUrl(i)}/login`).join(',') },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    ...workers.map((i) => ({
      command: 'node_modules/.bin/tsx tests/e2e/mail-sink.ts',
      cwd: ROOT,
      url: `${mailSinkUrl(i)}/mails`,
      env: { MAIL_SINK_SMTP_PORT: String(mailSmtpPort(i)), MAIL_SINK_HTTP_PORT: String(appPort(i) + 2) },
      reuseExistingServer: false,
      timeout: 180_000,
    })),
    ...workers.map((i) => ({
      command: `rm -rf ${dataDir(i)} && node dist/server/server.js`,
      cwd: ROOT,
      url: `${appUrl(i)}/v1/site.policy`,
      env: {
        PORT: String(appPort(i)),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(i),
        LOG_LEVEL: 'warn',
        SIGNUPS_PER_ADDRESS_HOUR: '1000',
        SIGNINS_PER_ADDRESS_15MIN: '1000',
        FAILED_SIGNINS_PER_ADDRESS_15MIN: '1000',
        MAIL_REQUESTS_PER_ADDRESS_HOUR: '1000',
        SNS_PROVIDERS,
        RELEASE_INTERVAL_MS: '1000',
        PUBLIC_URL: appUrl(i),
        MOBILE_LOGIN_URL: `${appUrl(i)}/terms?from=mobile`,
        SMTP_URL: `smtp://mailer:smtp-test-secret@127.0.0.1:${mailSmtpPort(i)}`,
        MAIL_INTERVAL_MS: '200',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    })),
  ],
});
