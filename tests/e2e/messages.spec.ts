import { expect, signedInAs, test } from './fixtures';
import { admin } from './helpers';
import { LOCALE_NAMES } from '../../src/domain/locales';

test('an older notice is read in the language the author switches to', { tag: '@i18n' }, async ({ page, t, uiLang }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/messageCenter/announceCenter');
  const notices = page.getByRole('list').filter({ has: page.getByRole('heading') });
  await expect(notices.getByRole('heading', { name: t.server('notice.registration.approved.title') })).toBeVisible();
  // To another language and back, in this test's own tab.
  const other = uiLang === 'de' ? 'fr' : 'de';
  const inOther = (await import(`../../src/server/i18n/${other}.json`, { with: { type: 'json' } })).default as Record<string, string>;
  await page.getByRole('button', { name: new RegExp(LOCALE_NAMES[uiLang as 'en' | 'de'], 'i') }).click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES[other] }).click();
  await expect(notices.getByRole('heading', { name: inOther['notice.registration.approved.title'] })).toBeVisible();
  await expect(notices.getByRole('heading', { name: t.server('notice.registration.approved.title') })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(LOCALE_NAMES[other], 'i') }).click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES[uiLang as 'en' | 'de'] }).click();
  await expect(notices.getByRole('heading', { name: t.server('notice.registration.approved.title') })).toBeVisible();
});

test('an announcement published by staff reaches an open tab within seconds, and reading it clears the dot', async ({ page, t, uiLang }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Each tab marks its own: the notices, then the news (each once its list is in, if anything is unread).
  const markAll = page.getByRole('button', { name: t('messages.markAllRead') });
  const allRead = page.getByRole('button', { name: t('messages.allRead') });
  // A tab's button says "Mark all as read" only once its counts are in: until the dot is gone, read both again.
  await expect(async () => {
    await page.goto('/messageCenter/announceCenter');
    await expect(page.getByRole('heading', { name: t.server('notice.registration.approved.title') })).toBeVisible();
    if (await markAll.isVisible()) await markAll.click();
    await expect(allRead).toBeDisabled();
    await page.getByRole('tab', { name: t('messages.tab.news') }).click();
    await expect(page).toHaveURL(/\/messageCenter\/newsAnnounce$/);
    await expect(page.getByRole('list').getByRole('heading').first()).toBeVisible();
    if (await markAll.isVisible()) await markAll.click();
    await expect(allRead).toBeDisabled();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  const title = `Live from the back office ${uiLang} ${Date.now()}`;
  await admin('announce', '--audience', 'all', '--title-en', title, '--body-en', 'Heard at once');
  // No reload: the stream brings the new count.
  await expect(page.getByTestId('unread-dot')).toHaveCount(1, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: t('messages.markAllRead') }).click();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  // The demo author keeps something unread for the tests that follow.
  await admin('announce', '--audience', 'all', '--title-en', `Still unread ${uiLang}`, '--body-en', 'For the next tests');
});

test('notices by kind, kept in the address (Back restores the kind)', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/messageCenter/announceCenter');
  const approved = page.getByRole('heading', { name: t.server('notice.registration.approved.title') });
  await expect(approved).toBeVisible();
  const kind = page.getByRole('combobox', { name: t('messages.filter.kind') });
  await kind.selectOption('contract');
  await expect(page).toHaveURL(/kind=contract/);
  await expect(approved).toHaveCount(0);
  await kind.selectOption('review');
  await expect(approved).toBeVisible();
  await page.goBack();
  await expect(kind).toHaveValue('contract');
  await kind.selectOption('all');
  await expect(page).not.toHaveURL(/kind=/);
  await expect(approved).toBeVisible();
});
