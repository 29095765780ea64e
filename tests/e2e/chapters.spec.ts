import { allowConsole, escapeRe, expect, signedInAs, test } from './fixtures';
import { starts, newDraft, publish, saveState, textBox, titleBox, words, writeNext } from './editor';

// The author writes from Jakarta; the platform's clock is UTC, and the picker shows both.
test.use({ timezoneId: 'Asia/Jakarta' });

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a chapter of 499 words is refused with the count; at 500 it is published', { tag: '@i18n' }, async ({ page, t }) => {
  await writeNext(page, t);
  await titleBox(page, t).fill('The Night School Opens');
  await textBox(page, t).fill(words(499));
  await expect(page.getByText(t('chapter.editor.wordCount', { count: 499, min: 500, max: 3000 })).first()).toBeVisible();
  await page.getByRole('button', { name: t('chapter.editor.publish') }).click();
  await expect(page.getByText(t('validation.chapterContent.words', { min: 500, max: 3000, count: 499 }))).toBeVisible();
  await expect(page.getByText(t('chapter.editor.checkContent')).first()).toBeVisible();

  await textBox(page, t).press('ControlOrMeta+End');
  await textBox(page, t).pressSequentially(' quill');
  await expect(page.getByText(t('chapter.editor.wordCount', { count: 500, min: 500, max: 3000 })).first()).toBeVisible();
  await publish(page, t);
  await expect(page.getByText(t('chapter.editor.published')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('chapter.editor.submitUpdate') })).toBeVisible();
});

test('a chapter scheduled a minute ahead is released on time', async ({ page, t }) => {
  test.setTimeout(180_000);
  const title = `The Bell At Midnight ${Date.now() % 10000}`;
  await writeNext(page, t);
  await titleBox(page, t).fill(title);
  await textBox(page, t).fill(words(600));
  await page.getByRole('button', { name: t('chapter.editor.schedule') }).click();
  // The next whole minute after one from now, in the browser's (the author's) zone.
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() + 61_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel(starts(t('chapter.schedule.field'))).fill(local);
  const before = t('chapter.schedule.platform', { time: '@@', zone: '@@' }).split('@@')[0];
  await expect(page.getByText(new RegExp(`${escapeRe(before)}.*\\(.*\\)`))).toBeVisible();
  const jakarta = new Intl.DateTimeFormat(t.lang, { timeZone: 'Asia/Jakarta', timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')!.value;
  await expect(page.getByText(t('chapter.schedule.zone', { zone: jakarta }))).toBeVisible();
  await page.getByRole('button', { name: t('chapter.schedule.confirm'), exact: true }).click();
  await expect(page.getByText(new RegExp(escapeRe(t('chapter.editor.scheduled', { time: '' })))).first()).toBeVisible();
  await page.getByRole('link', { name: t('chapter.editor.back') }).first().click();
  // The list is virtualised and other tests add chapters: find the row the way an author would.
  // The page was open a moment ago; it shows the new chapter all the same.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  const findRow = async () => {
    await page.getByLabel(t('novel.manage.filterText')).fill(title);
    await row.waitFor({ timeout: 10_000 });
  };
  await findRow();
  await expect(row).toContainText(t('status.work.scheduled'));
  await expect
    .poll(
      async () => {
        await page.reload();
        await findRow();
        return (await row.textContent()) ?? '';
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toContain(t('status.work.released'));
});

test('text typed while the network is down survives a reload', async ({ page, t }) => {
  const path = await newDraft(page, t, 'The Lamp Goes Out', words(40));
  allowConsole(page, /ERR_INTERNET_DISCONNECTED/);
  await page.route('**/v1/writeCenter.chapterSave**', (route) => route.abort('internetdisconnected'));
  await textBox(page, t).press('ControlOrMeta+End');
  await textBox(page, t).pressSequentially(' The lost paragraph');
  await expect(saveState(page)).toHaveAttribute('data-state', 'offline', { timeout: 15_000 });
  await page.unroute('**/v1/writeCenter.chapterSave**');
  await page.goto(path);
  await expect(page.getByTestId('recover-banner')).toBeVisible();
  await page.getByRole('button', { name: t('chapter.recover.restore') }).click();
  await expect(textBox(page, t)).toHaveText(/The lost paragraph$/);
  // The banner (and its button) is gone: the text takes the focus, so typing goes on.
  await expect(textBox(page, t)).toBeFocused();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.reload();
  await expect(textBox(page, t)).toHaveText(/The lost paragraph$/);
  await expect(page.getByTestId('recover-banner')).toHaveCount(0);
});

test('Ctrl+S saves the draft at once, from anywhere on the page', async ({ page, t }) => {
  await newDraft(page, t, 'Ink On The Cuff', words(30));
  await expect(page.getByRole('button', { name: t('chapter.editor.saveDraft') })).toHaveAttribute('aria-keyshortcuts', 'Control+S');
  await textBox(page, t).press('ControlOrMeta+End');
  await textBox(page, t).pressSequentially(' and a blot');
  await expect(saveState(page)).toHaveAttribute('data-state', 'unsaved');
  // Focus is nowhere in particular; autosaves are quiet, only an explicit save says so.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText(t('chapter.editor.draftSaved')).first()).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await expect(textBox(page, t)).toHaveText(/and a blot$/);
});

test('two tabs editing one chapter: the second sees both versions and chooses', async ({ page, context, t }) => {
  const path = await newDraft(page, t, 'Two Candles', words(30));
  const other = await context.newPage();
  other.on('dialog', (dialog) => void dialog.accept());
  allowConsole(other, /status of 409/);
  await other.goto(path);
  await expect(textBox(other, t)).toHaveText(words(30));

  await textBox(page, t).press('ControlOrMeta+End');
  await textBox(page, t).pressSequentially(' from the first tab');
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await textBox(other, t).press('ControlOrMeta+End');
  await textBox(other, t).pressSequentially(' from the second tab');
  const dialog = other.getByRole('alertdialog', { name: t('chapter.conflict.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('conflict-mine')).toContainText('from the second tab');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('from the first tab');
  await dialog.getByRole('button', { name: t('chapter.conflict.keepMine') }).click();
  await expect(saveState(other)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(textBox(page, t)).toHaveText(/from the second tab$/);
});

test('an older version is compared and restored from the history', async ({ page, t }) => {
  await newDraft(page, t, 'Chalk And Ink', words(20, 'chalk'));
  await page.getByRole('button', { name: t('chapter.editor.saveDraft') }).click();
  await expect(page.getByText(t('chapter.editor.draftSaved')).first()).toBeVisible();
  await textBox(page, t).fill(words(25, 'ink'));
  await page.getByRole('button', { name: t('chapter.editor.saveDraft') }).click();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');

  await page.getByRole('button', { name: t('chapter.editor.history') }).click();
  const drawer = page.getByRole('dialog', { name: t('chapter.history.title') });
  const entries = drawer.getByRole('listitem');
  // the first autosave and two saved drafts
  await expect(entries).toHaveCount(3);
  await entries.last().getByRole('button').click();
  await expect(drawer.getByRole('region').first()).toBeVisible();
  await expect(drawer.locator('del').first()).toContainText('chalk');
  await drawer.getByRole('button', { name: t('chapter.history.restore') }).click();
  await expect(page.getByText(new RegExp(escapeRe(t('chapter.history.restored', { version: 999 })).replace('999', '\\d+'))).first()).toBeVisible();
  await expect(textBox(page, t)).toHaveText(words(20, 'chalk'));
  await page.reload();
  await expect(textBox(page, t)).toHaveText(words(20, 'chalk'));
});
