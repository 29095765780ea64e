import { allowConsole, escapeRe, expect, signUpAs, signedInAs, test, type Translate } from './fixtures';
import { mailedTo } from './helpers';

/**
 * A field by its label, whole, with or without the mark a required field's label ends with: not
 * by its start ("Neues Passwort" also starts "Neues Passwort bestätigen").
 */
const label = (t: Translate, id: string) => new RegExp(`^${escapeRe(t(id))}\\s*\\*?$`);

test('changing the password from /account signs the other device out and mails the address', async ({ page, newDevice, t }) => {
  const email = `changes-password-${Date.now()}@example.test`;
  // The wrong password below is answered 400, on purpose.
  allowConsole(page, /status of 400/);
  await signUpAs(page, t, email, 'the-old-secret-phrase');
  // Another device, signed in before the change.
  const other = await newDevice();
  // Its session ends with the change: its next call answers 401.
  allowConsole(other, /status of 401/);
  await signedInAs(other, email, 'the-old-secret-phrase');
  await expect(other).toHaveURL(/\/dashboard$/);

  // The avatar menu leads to the account's settings.
  await page.getByRole('button', { name: t.re('layout.account.label', { name: '' }, true) }).click();
  await page.getByRole('menuitem', { name: t('layout.account.settings') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.account') })).toBeVisible();
  // Two devices are signed in: this one and the other.
  await page.getByRole('tab', { name: t('account.sessions.title') }).click();
  const devices = page.getByRole('list', { name: t('account.sessions.list') });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: t('account.password.title') }).click();

  const form = page.getByRole('form', { name: t('account.password.title') });
  // A wrong current password is refused next to its field, and what was typed stays.
  await form.getByLabel(label(t, 'account.password.current')).fill('not-the-password');
  await form.getByLabel(label(t, 'account.password.new')).fill('a-brand-new-phrase');
  await form.getByLabel(label(t, 'account.password.confirm')).fill('a-brand-new-phrase');
  await form.getByRole('button', { name: t('account.password.submit') }).click();
  await expect(form.getByText(t.server('personal.reveal.wrongPassword'))).toBeVisible();
  await expect(form.getByLabel(label(t, 'account.password.new'))).toHaveValue('a-brand-new-phrase');

  await form.getByLabel(label(t, 'account.password.current')).fill('the-old-secret-phrase');
  await form.getByRole('button', { name: t('account.password.submit') }).click();
  await expect(form.getByRole('status')).toContainText(t('account.password.done', { count: 1 }));
  // Only this device is left in the list, and the other one is sent to sign in.
  await page.getByRole('tab', { name: t('account.sessions.title') }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);

  const mail = await mailedTo(email, 'password_changed');
  expect(mail.text).toContain('/forgot-password');
});
