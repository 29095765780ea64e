import { expect, test } from '@playwright/test';
import { DEMO, expectSignedIn, signIn } from './helpers';
import es from '../../src/client/i18n/es.json' with { type: 'json' };
import esServer from '../../src/server/i18n/es.json' with { type: 'json' };

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('without a token / goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign in/i);
});

test('a private page without a token goes to /login and comes back after signing in', async ({ page }) => {
  await page.goto('/mywork');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmywork$/);
  await page.getByRole('textbox', { name: /email/i }).fill(DEMO.email);
  await page.getByLabel(/^password/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/mywork$/);
});

test('a wrong password shows the translated error', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /english/i }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['auth.login.title']);
  await page.getByRole('textbox', { name: new RegExp(es['auth.login.email']) }).fill(DEMO.email);
  await page.getByLabel(new RegExp(`^${es['auth.login.password']}`)).fill('not-the-password');
  await page.getByRole('button', { name: exact(es['auth.login.submit']) }).click();
  // The server's desc, in Spanish, in the form.
  await expect(page.getByRole('alert').filter({ hasText: esServer['auth.login.wrongCredentials'] }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the shared validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Email cannot be blank')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill('not-an-email');
  await page.getByRole('textbox', { name: /email/i }).blur();
  await expect(page.getByText('Wrong email format')).toBeVisible();
});

test('login goes to /dashboard and shows the author name', async ({ page }) => {
  await signIn(page);
  await expectSignedIn(page);
  await expect(page.getByRole('button', { name: new RegExp(`account menu: ${DEMO.name}`, 'i') })).toBeVisible();
  // The signed-up author sees the full menu.
  const menu = page.getByRole('navigation', { name: /main menu/i });
  await expect(menu.getByRole('link', { name: 'My Works' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Comments' })).toBeVisible();
  // Unread messages put a dot on the bell.
  await expect(page.getByRole('link', { name: /messages, you have unread messages/i })).toBeVisible();
});

test('with a token /login goes to the dashboard', async ({ page }) => {
  await signIn(page);
  await expectSignedIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('switching to Español survives a reload (cookie and local storage)', async ({ page, context }) => {
  await signIn(page);
  await expectSignedIn(page);
  await page.getByRole('button', { name: /language: english/i }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  const menu = page.getByRole('navigation', { name: es['layout.menu.label'] });
  await expect(menu.getByRole('link', { name: es['route.mywork'] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: es['layout.menu.label'] }).getByRole('link', { name: es['route.mywork'] })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('es');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
});

test('an unknown path shows /404 with a way home', async ({ page }) => {
  await signIn(page);
  await expectSignedIn(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/webmaster says you cannot enter this page/i);
  await page.getByRole('button', { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired token sends you to /login', async ({ page, context }) => {
  await signIn(page);
  await expectSignedIn(page);
  await context.addCookies([{ name: 'wc_author_token', value: 'expired-or-revoked-token', url: page.url() }]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies()).find((c) => c.name === 'wc_author_token')).toBeUndefined();
});

test('sign out returns to /login and / is guarded again', async ({ page }) => {
  await signIn(page);
  await expectSignedIn(page);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('sign up creates an account that sees only Dashboard and Contact', async ({ page }) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: /create an account/i }).click();
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill('a-good-password');
  await page.getByLabel(/confirm password/i).fill('a-good-password');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(/accept the terms of use/i).last()).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: /main menu/i });
  await expect(menu.getByRole('list').getByRole('link')).toHaveText(['Dashboard', 'Contact Us']);
  await page.goto('/mywork');
  await expect(page).toHaveURL(/\/404$/);
});

test('terms and policy are readable without signing in', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/terms of use/i);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy policy/i);
});
