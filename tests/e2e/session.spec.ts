import { DEMO, allowConsole, escapeRe, expect, menuNames, signInAs, signUpAs, test, type Page, type Translate } from './fixtures';
import { portalCatalog } from '../support/portal-catalog';
import esServer from '../../src/server/i18n/es.json' with { type: 'json' };
import { LOCALE_NAMES, type Locale } from '../../src/domain/locales';

const es = portalCatalog('es', { withDomain: false });

const exact = (text: string) => new RegExp(`^${escapeRe(text)}$`);
const BRAND = "Writers' Center";

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(DEMO.name);
}

const emailBox = (page: Page, t: Translate) => page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) });
const passwordBox = (page: Page, t: Translate) => page.getByRole('textbox', { name: t('auth.login.password'), exact: true });

test('without a token / goes to /login', async ({ page, t }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.login.title', { brand: BRAND }));
});

test('a private page without a token goes to /login and comes back after signing in', async ({ page, t }) => {
  await page.goto('/mywork');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmywork$/);
  await emailBox(page, t).fill(DEMO.email);
  await passwordBox(page, t).fill(DEMO.password);
  await page.getByRole('button', { name: t.re('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/mywork$/);
});

test('a wrong password shows the translated error', { tag: '@i18n' }, async ({ page, t }) => {
  allowConsole(page, /status of 400/);
  await page.goto('/login');
  await page.getByRole('button', { name: t('layout.language.current', { language: LOCALE_NAMES[t.lang as Locale] }) }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['auth.login.title'].replace('{brand}', BRAND));
  await page.getByRole('textbox', { name: new RegExp(es['auth.login.email']) }).fill(DEMO.email);
  await page.getByLabel(new RegExp(`^${es['auth.login.password']}`)).fill('not-the-password');
  await page.getByRole('button', { name: exact(es['auth.login.submit']) }).click();
  // The server's desc, in Spanish, in the form.
  await expect(page.getByRole('alert').filter({ hasText: esServer['auth.login.wrongCredentials'] }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the shared validation messages', { tag: '@i18n' }, async ({ page, t }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: t.re('auth.login.submit') }).click();
  await expect(page.getByText(t('validation.email.required'))).toBeVisible();
  await expect(page.getByText(t('validation.password.required'))).toBeVisible();
  await emailBox(page, t).fill('not-an-email');
  await emailBox(page, t).blur();
  await expect(page.getByText(t('validation.email.format'))).toBeVisible();
});

test('login goes to /dashboard and shows the author name', { tag: '@layout' }, async ({ page, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  await expect(page.getByRole('button', { name: t('layout.account.label', { name: DEMO.name }) })).toBeVisible();
  // The signed-up author sees the full menu.
  const menu = page.getByRole('navigation', { name: t('layout.menu.label') });
  await expect(menu.getByRole('link', { name: t('route.mywork'), exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: t('route.comments'), exact: true })).toBeVisible();
  // Unread messages put a dot on the bell.
  await expect(page.getByRole('link', { name: `${t('layout.notifications.label')}, ${t('layout.notifications.unread')}` })).toBeVisible();
});

test('with a token /login goes to the dashboard', async ({ page, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('switching to Español survives a reload (cookie and local storage)', { tag: '@i18n' }, async ({ page, context, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  await page.getByRole('button', { name: t('layout.language.current', { language: LOCALE_NAMES[t.lang as Locale] }) }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  const menu = page.getByRole('navigation', { name: es['layout.menu.label'] });
  await expect(menu.getByRole('link', { name: es['route.mywork'], exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: es['layout.menu.label'] }).getByRole('link', { name: es['route.mywork'], exact: true })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('es');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
  // The choice is also the account's (notices and mails follow it): the demo account goes back to its own language.
  await page.evaluate(async (lang) => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('wc_author_token='))?.split('=')[1];
    await fetch('/v1/user.setLang', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${decodeURIComponent(token ?? '')}` }, body: JSON.stringify({ lang }) });
  }, t.lang);
});

test('an unknown path shows /404 with a way home', async ({ page, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('errors.notFound.title'));
  await page.getByRole('link', { name: t('errors.notFound.home') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired token sends you to /login, which says why, and signing in returns to the page', async ({ page, context, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  allowConsole(page, /status of 401/);
  await context.addCookies([{ name: 'wc_author_token', value: 'expired-or-revoked-token', url: page.url() }]);
  await page.goto('/mywork');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmywork$/);
  await expect(page.getByText(t('auth.login.signedOut'))).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'wc_author_token')).toBeUndefined();
  await emailBox(page, t).fill(DEMO.email);
  await passwordBox(page, t).fill(DEMO.password);
  await page.getByRole('button', { name: t.re('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/mywork$/);
});

test('sign out returns to /login and / is guarded again', async ({ page, t }) => {
  await signInAs(page, t);
  await expectSignedIn(page);
  await page.getByRole('button', { name: t('layout.account.label', { name: DEMO.name }) }).click();
  await page.getByRole('menuitem', { name: t('layout.account.signOut') }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out on purpose: nothing to explain.
  await expect(page.getByText(t('auth.login.signedOut'))).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('sign up creates an account that sees only Dashboard and Contact', async ({ page, t }) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: t('auth.login.toSignUp') }).click();
  await emailBox(page, t).fill(email);
  await passwordBox(page, t).fill('a-good-password');
  await page.getByRole('textbox', { name: t('auth.signup.confirmPassword'), exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: t('auth.signup.submit') }).click();
  await expect(page.getByText(t('validation.privacy.required')).last()).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth.signup.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => menuNames(page, t)).toEqual([t('route.dashboard'), t('route.contact')]);
  await page.goto('/mywork');
  await expect(page).toHaveURL(/\/404$/);
});

test('a new password shows its strength while typing, and a common one is refused with the reason', { tag: '@i18n' }, async ({ page, t }) => {
  allowConsole(page, /status of 400/);
  await page.goto('/login?mode=signup');
  const password = page.getByRole('textbox', { name: t('auth.login.password'), exact: true });
  await page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) }).fill(`common-${Date.now()}@example.test`);
  await password.fill('password123');
  await expect(page.getByText(t('auth.signup.strength.common'))).toBeVisible();
  await password.fill('Harbour lanterns burn at dusk 7');
  await expect(page.getByText(new RegExp(`${escapeRe(t('auth.signup.strength', { level: t('auth.signup.strength.4') }))}|${escapeRe(t('auth.signup.strength', { level: t('auth.signup.strength.3') }))}`))).toBeVisible();
  await password.fill('password123');
  await page.getByRole('textbox', { name: t('auth.signup.confirmPassword'), exact: true }).fill('password123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth.signup.submit') }).click();
  await expect(page.getByText(t('validation.password.common'))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('repeated wrong passwords slow sign-in down: one message saying the wait, no toast, and the owner’s own device still gets in', { tag: '@i18n' }, async ({ page, t, newDevice, baseURL, uiLang }) => {
  const email = `slow-${uiLang}-${Date.now()}@example.test`;
  await signUpAs(page, t, email, 'the-right-secret-phrase');
  // A stranger: another browser (another device) on the same address.
  const stranger = await newDevice();
  allowConsole(stranger, /429|Too Many Requests|Failed to load resource/);
  await stranger.goto('/login');
  for (let i = 0; i < 6; i++) {
    await stranger.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) }).fill(email);
    await stranger.getByRole('textbox', { name: t('auth.login.password'), exact: true }).fill(`wrong-guess-${i}`);
    await stranger.getByRole('button', { name: t.re('auth.login.submit') }).click();
    await expect(stranger.getByRole('alert').first()).toBeVisible();
  }
  // One message saying the wait as the server sends it: seconds under a minute, else whole minutes.
  const waits = [
    ...Array.from({ length: 59 }, (_, i) => t('auth.login.retryIn', { seconds: i + 1 })),
    ...Array.from({ length: 60 }, (_, i) => t('auth.login.retryInMinutes', { minutes: i + 1 })),
  ];
  await expect(stranger.getByRole('timer')).toHaveCount(1);
  expect(waits).toContain((await stranger.getByRole('timer').textContent())?.trim());
  await expect(stranger.getByRole('button', { name: t.re('auth.login.submit') })).toBeDisabled();
  await expect(stranger.getByText(t.server('auth.login.wrongCredentials'))).toHaveCount(0);
  await stranger.context().close();
  // The owner signs out and back in from their own device at once.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'lang', value: uiLang, url: baseURL! }]);
  await signInAs(page, t, email, 'the-right-secret-phrase');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('terms and policy are readable without signing in', async ({ page, t }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('legal.terms.title'));
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('legal.policy.title'));
});
