import { DEMO, allowConsole, expect, signUpAs, test, translator, type Page } from './fixtures';
import { admin, mailedTo } from './helpers';

/** These flows are written against the English texts; the German project runs the rest of the suite. */
test.skip(({ uiLang }) => uiLang !== 'en', 'English texts');
test.beforeEach(({ page }) => allowConsole(page, /status of 40[0-9]/));
const signUp = (page: Page, email: string, password?: string) => signUpAs(page, translator('en'), email, password);
import enDomain from '../../src/domain/i18n/en.json' with { type: 'json' };

/** The newest mail of `template` to `email` as delivered (the outbox shows staff its link redacted). */
async function mailedLink(email: string, template: string, path: string): Promise<string> {
  const mail = await mailedTo(email, template);
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`no ${path} link in the ${template} mail to ${email}`);
  return link;
}

/** A mailed link opened on this server (its path and query). */
const open = (page: Page, link: string) => page.goto(new URL(link).pathname + new URL(link).search);

test('forgot password: the mailed link sets a new password once, on the sign-up rules, and signs out every session', async ({ page, newDevice }) => {
  const email = `forgetful-${Date.now()}@example.test`;
  await signUp(page, email, 'the-old-secret-phrase');
  // Another device signed in before the reset.
  const other = await newDevice();
  // Its session is revoked by the reset: its next call answers 401.
  allowConsole(other, /status of 401/);
  await other.goto('/login');
  await other.getByRole('textbox', { name: /email/i }).fill(email);
  await other.getByLabel(/^password/i).fill('the-old-secret-phrase');
  await other.getByRole('button', { name: /^sign in$/i }).click();
  await expect(other).toHaveURL(/\/dashboard$/);

  // Signed out, from /login.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  // The address typed on /login goes along.
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${email}` })).toBeVisible();

  // An unknown address gets the very same answer.
  await page.getByRole('textbox', { name: /email/i }).fill('nobody-at-all@example.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses nobody-at-all@example.test' })).toBeVisible();

  const link = await mailedLink(email, 'password_reset', '/reset-password');
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // The rules of a new password: a common one is refused with the reason, and the link stays usable.
  await page.getByLabel(/^new password/i).fill('password123');
  await page.getByLabel(/^confirm new password/i).fill('password123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(enDomain['validation.password.common'])).toBeVisible();
  await page.getByLabel(/^new password/i).fill('a-brand-new-phrase');
  await page.getByLabel(/^confirm new password/i).fill('a-brand-new-phrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // The other device's session was revoked: it is sent to /login.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);

  // The link works once: opened again, it says it was used, shows no form, and offers a new one.
  await open(page, link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has already been used' })).toBeVisible();
  await expect(page.getByLabel(/^new password/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill('the-old-secret-phrase');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel(/^password/i).fill('a-brand-new-phrase');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new account sees a dismissible "verify your email" notice with resend; the mailed link verifies it once', async ({ page }) => {
  const email = `verify-${Date.now()}@example.test`;
  await signUp(page, email);
  const notice = page.getByText('Please verify your email address');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`A new link is on its way to ${email}.`)).toBeVisible();

  const link = await mailedLink(email, 'verify_email', '/verify-email');
  await open(page, link);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Single use.
  await open(page, link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
  // A link without a token says so at once.
  await page.goto('/verify-email');
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
});

test('the notice can be dismissed', async ({ page }) => {
  await signUp(page, `dismiss-${Date.now()}@example.test`);
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
});

test('signing up with an address that has an account says a message was sent, and reveals nothing else', async ({ page }) => {
  await page.goto('/login?mode=signup');
  await page.getByRole('textbox', { name: /email/i }).fill(DEMO.email);
  await page.getByLabel(/^password/i).fill('not-the-demo-password');
  await page.getByLabel(/^confirm password/i).fill('not-the-demo-password');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a message to ${DEMO.email}. Open it to continue.` })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const mails = JSON.parse(await admin('mail', '--to', DEMO.email, '--json')) as { template: string }[];
  expect(mails[0].template).toBe('signup_existing');
});
