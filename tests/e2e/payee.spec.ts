import { allowConsole, DEMO, escapeRe, expect, signedInAs, test, type Page, type Translate } from './fixtures';

/**
 * Payee details end to end: the demo author's bank details are shown masked with the
 * payout hold of their last change counting down; the password reveals them (a wrong one is said
 * next to the field); a change to PayPal and then to a German IBAN is saved with the password
 * given once, starts a new hold, and lands in the history.
 *
 * It changes the demo author's payee details for good, so one project runs it.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ uiLang }) => uiLang !== 'en', 'changes the demo author’s payee details for good: the English project runs it');

const PAGE = '/salaryManage/salaryManageInfo';
const starts = (text: string) => new RegExp(`^${escapeRe(text)}`);
/** A form field by its whole label (a required field's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRe(label)}\\s*\\*?$`) });

async function open(page: Page, t: Translate) {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(PAGE);
  // A tab of the Rewards page: the page's heading, its own tab selected.
  await expect(page.getByRole('heading', { level: 1, name: t('route.salary') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('salary.nav.payee'), selected: true })).toBeVisible();
}

async function confirmPassword(page: Page, t: Translate, password: string) {
  const dialog = page.getByRole('dialog', { name: t('common.passwordDialog.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(starts(t('common.passwordDialog.password'))).fill(password);
  await dialog.getByRole('button', { name: t('common.passwordDialog.confirm') }).click();
  return dialog;
}

test('masked details with the hold counting down; the password shows them, a wrong one is said next to the field', { tag: '@i18n' }, async ({ page, t }) => {
  await open(page, t);
  const hold = page.getByRole('status').filter({ hasText: t('payee.notice.held', { until: '', days: 0, hours: 0 }).split(' until ')[0] });
  await expect(hold).toContainText(/Time left: [45] days?, \d+ hours?/);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: '••••••••5678' })).toBeVisible();
  await expect(page.getByText('004512345678')).toHaveCount(0);

  await page.getByRole('button', { name: t('payee.show') }).click();
  allowConsole(page, /status of 400 \(Bad Request\)/);
  const dialog = await confirmPassword(page, t, 'not-my-password');
  await expect(dialog.getByText(t.server('personal.reveal.wrongPassword'))).toBeVisible();
  await confirmPassword(page, t, DEMO.password);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('004512345678')).toBeVisible();
  await expect(page.getByText(t('payee.shownFor'))).toBeVisible();
  await page.getByRole('button', { name: t('payee.hide') }).click();
  await expect(page.getByText('004512345678')).toHaveCount(0);
});

test('a change to PayPal, then to a German IBAN: the password once, a new hold, the history', async ({ page, t }) => {
  await open(page, t);
  await page.getByRole('button', { name: t('payee.edit') }).click();
  await confirmPassword(page, t, DEMO.password);
  // The form starts from the details in clear.
  await expect(field(page, t('payee.field.bank_account'))).toHaveValue('004512345678');
  await expect(page.getByText(t('payee.holdWarning', { days: 7 }))).toBeVisible();

  await page.getByRole('radio', { name: t('payee.method.paypal') }).check();
  await expect(page.getByTestId('bank-fields')).toHaveCount(0);
  await field(page, t('payee.field.paypal')).fill('mara.payouts');
  await page.getByRole('button', { name: t('payee.save') }).click();
  await expect(page.getByText(t('validation.email.format'))).toBeVisible();
  await field(page, t('payee.field.paypal')).fill('mara.payouts@example.test');
  await page.getByRole('button', { name: t('payee.save') }).click();
  await expect(page.getByText(t('payee.saved')).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /•+test$/ })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Time left: [67] days?/);

  // Again, to a bank in Germany: the account must be a German IBAN.
  await page.getByRole('button', { name: t('payee.edit') }).click();
  await confirmPassword(page, t, DEMO.password);
  await page.getByRole('radio', { name: t('payee.method.bank') }).check();
  const germany = new Intl.DisplayNames(['en'], { type: 'region' }).of('DE')!;
  // Typing into the list while the bank fields are still mounting can lose the keystrokes and leave
  // the list shut (one CI run): type again from an empty box until the option is there to choose.
  const countryBox = page.getByRole('combobox', { name: starts(t('payee.field.country')) });
  await expect(async () => {
    await countryBox.fill('');
    await countryBox.pressSequentially(germany.slice(0, 4));
    await page.getByRole('option', { name: germany }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(countryBox).toHaveValue(germany);
  await field(page, t('payee.field.bank')).fill('Hafenbank Kiel');
  await field(page, t('payee.field.bank_account')).fill('DE89 3704 0044 0532 0130 01');
  await field(page, t('payee.field.account_holder')).fill('Mara Quill');
  await field(page, t('payee.field.swift')).fill('COBADEFFXXX');
  await field(page, t('payee.field.branch_postal_code')).fill('24103');
  await page.getByRole('button', { name: t('payee.save') }).click();
  await expect(page.getByText(t('validation.iban.format'))).toBeVisible();
  await field(page, t('payee.field.bank_account')).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: t('payee.save') }).click();
  await expect(page.getByText(t('payee.saved')).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /•+3000$/ })).toBeVisible();

  const history = page.getByRole('table', { name: t('payee.history.title') });
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('row').nth(1)).toContainText(t('payee.field.bank_account'));
});
