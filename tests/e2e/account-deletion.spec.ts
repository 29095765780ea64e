import { allowConsole, escapeRe, expect, signInAs, signUpAs, test, type Translate } from './fixtures';
import { mailedTo } from './helpers';

/** A field by its label, whole, with or without the mark a required field's label ends with. */
const label = (t: Translate, id: string) => new RegExp(`^${escapeRe(t(id))}\\s*\\*?$`);

test('scheduling the account’s deletion signs out; signing in again offers the undo, which keeps the account', async ({ page, t }) => {
  const email = `deletes-account-${Date.now()}@example.test`;
  const password = 'a-long-enough-phrase';
  // The wrong password below is answered 400 on purpose; the ended session's last calls answer 401.
  allowConsole(page, /status of 400/, /status of 401/);
  await signUpAs(page, t, email, password);

  // /account leads to the deletion page, which says what goes and what stays.
  await page.goto('/account');
  await page.getByRole('link', { name: t('account.delete.link') }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.accountDelete') })).toBeVisible();
  const form = page.getByRole('form', { name: t('accountDeletion.submit') });
  await expect(form.getByRole('heading', { name: t('accountDeletion.goes.title') })).toBeVisible();
  await expect(form.getByRole('heading', { name: t('accountDeletion.stays.title') })).toBeVisible();

  // A wrong password is refused next to its field, and the choice stays.
  await form.getByRole('radio', { name: t('accountDeletion.works.remove') }).check();
  await form.getByLabel(label(t, 'accountDeletion.password')).fill('not-the-password');
  await form.getByRole('button', { name: t('accountDeletion.submit') }).click();
  await expect(form.getByText(t.server('personal.reveal.wrongPassword'))).toBeVisible();
  await expect(form.getByRole('radio', { name: t('accountDeletion.works.remove') })).toBeChecked();

  await form.getByLabel(label(t, 'accountDeletion.password')).fill(password);
  await form.getByRole('button', { name: t('accountDeletion.submit') }).click();
  // Every session ended, this one too: the author is at the sign-in page, and mailed.
  await expect(page).toHaveURL(/\/login/);
  const mail = await mailedTo(email, 'account_deletion_scheduled');
  expect(mail.text).toContain('/login');

  // Signing in within 14 days leads to the undo.
  await signInAs(page, t, email, password);
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByText(t('accountDeletion.scheduled.title'))).toBeVisible();
  await expect(page.getByText(t('accountDeletion.scheduled.works', { works: 'remove' }))).toBeVisible();
  await page.getByRole('button', { name: t('accountDeletion.undo') }).click();
  await expect(page.getByRole('status')).toContainText(t('accountDeletion.undone'));
  // Nothing is pending any more: the page offers the form again, and the account works as before.
  await page.reload();
  await expect(page.getByRole('form', { name: t('accountDeletion.submit') })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: t('route.account') })).toBeVisible();
});
