import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs') as { CHROMIUM_PATH: string; CHROMIUM_ARGS: string[] };

const PORT = Number(process.env.E2E_PORT ?? 8181);
const OIDC_PORT = PORT + 1;
/** Shared with the specs: the CLI finds the running server through this data directory. */
export const DATA_DIR = path.join(os.tmpdir(), `wc-e2e-${PORT}`);
const ROOT = path.resolve(import.meta.dirname, '../..');
const SNS_PROVIDERS = JSON.stringify([
  { id: 'quill', name: 'QuillID', issuer: `http://127.0.0.1:${OIDC_PORT}`, client_id: 'writers-center', client_secret: 'loopback-client-secret-for-tests' },
]);

/** The real server (built portal, embedded PostgreSQL with demo data) driven by Debian's Chromium. */
export default defineConfig({
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
      command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx src/server/server.ts`,
      cwd: ROOT,
      url: `http://127.0.0.1:${PORT}/v1/site.policy`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', SNS_PROVIDERS, RELEASE_INTERVAL_MS: '1000', MOBILE_LOGIN_URL: `http://127.0.0.1:${PORT}/terms?from=mobile` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
