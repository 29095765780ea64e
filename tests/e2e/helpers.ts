import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@writers-center.test', password: 'writers-center-demo', name: 'Mara Quill' } as const;

export async function signIn(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO.name);
}

/** The back-office CLI, acting through the running e2e server (it finds it via the data directory). */
export async function admin(...args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const { DATA_DIR } = await import('./playwright.config');
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['src/server/admin/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
  });
  return stdout;
}

export async function signUp(page: Page, email: string, password = 'a-long-password') {
  await page.goto('/login?mode=signup');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^confirm password/i).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
