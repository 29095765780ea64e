import { generate } from 'otplib';
import { escapeRe, expect, signInAs, signUpAs, test, type Translate } from './fixtures';

/** A field by its whole label, with or without a required field's mark. */
const label = (t: Translate, id: string) => new RegExp(`^${escapeRe(t(id))}\\s*\\*?$`);

test('turning on two-factor sign-in from /account, then signing in with the app’s code', async ({ page, t }) => {
  const email = `two-factor-${Date.now()}@example.test`;
  const password = 'a-two-factor-phrase';
  await signUpAs(page, t, email, password);

  await page.goto('/account?tab=two-factor');
  await page.getByRole('button', { name: t('twoFactor.start') }).click();
  const form = page.getByRole('form', { name: t('twoFactor.start') });
  await form.getByLabel(label(t, 'twoFactor.password')).fill(password);
  await form.getByRole('button', { name: t('twoFactor.continue') }).click();

  // The key shows as a QR code and as text: the test is the authenticator app.
  await expect(form.getByRole('img', { name: t('twoFactor.qrAlt') })).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await form.getByLabel(label(t, 'twoFactor.code')).fill(await generate({ secret }));
  await form.getByRole('button', { name: t('twoFactor.turnOn') }).click();

  // Ten recovery codes, shown once.
  const codes = page.getByRole('list', { name: t('twoFactor.codes.title') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: t('twoFactor.codes.saved') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('twoFactor.status.codesLeft', { count: 10 }) })).toBeVisible();

  // Signed out, the password alone no longer opens the account: the code's step comes next.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, t, email, password);
  const step = page.getByRole('form', { name: t('twoFactor.step.title') });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // A code from the step after the one used to turn it on (each step is accepted once).
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await step.getByLabel(label(t, 'twoFactor.code')).fill(next);
  await step.getByRole('button', { name: t('twoFactor.step.verify') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
