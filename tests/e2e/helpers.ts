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
