import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const words = (n: number, word = 'lantern') => Array.from({ length: n }, () => word).join(' ');
const NOVEL = 'Quiet Magic For Beginners';

/** Opens the demo novel's "write the next chapter" page. */
async function writeNext(page: Page) {
  await page.goto('/mywork');
  await page.getByRole('link', { name: NOVEL }).first().click();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  await page.getByRole('button', { name: 'Write chapter', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+\/\d+$/);
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: /^chapter title/i });
const textBox = (page: Page) => page.getByRole('textbox', { name: /^chapter text/i });
const saveState = (page: Page) => page.getByTestId('save-state');

/** A new draft with its first autosave done; returns the chapter's editor address. */
async function newDraft(page: Page, title: string, text: string): Promise<string> {
  await writeNext(page);
  await titleBox(page).fill(title);
  await textBox(page).fill(text);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+$/);
  return new URL(page.url()).pathname;
}

// The author writes from Jakarta; the platform's clock is UTC, and the picker shows both.
test.use({ timezoneId: 'Asia/Jakarta' });

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a chapter of 499 words is refused with the count; at 500 it is published', async ({ page }) => {
  await writeNext(page);
  await titleBox(page).fill('The Night School Opens');
  await textBox(page).fill(words(499));
  await expect(page.getByText(/499 words \(limit 500–3,?000\)/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/it has 499/)).toBeVisible();
  await expect(page.getByText('Please check the chapter title and content').first()).toBeVisible();

  await textBox(page).press('ControlOrMeta+End');
  await textBox(page).pressSequentially(' quill');
  await expect(page.getByText(/500 words \(limit 500–3,?000\)/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Chapter published').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit update' })).toBeVisible();
});

test('a chapter scheduled a minute ahead is released on time', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `The Bell At Midnight ${Date.now() % 10000}`;
  await writeNext(page);
  await titleBox(page).fill(title);
  await textBox(page).fill(words(600));
  await page.getByRole('button', { name: 'Schedule…' }).click();
  // The next whole minute after one from now, in the browser's (the author's) zone.
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() + 61_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByLabel(/^release date and time/i).fill(local);
  await expect(page.getByText(/Platform time: .*\(.*\)/)).toBeVisible();
  await expect(page.getByText(/In your time zone: .*(Jakarta|Western Indonesia)/)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/Release scheduled for/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Manage novel' }).first().click();
  // The list is virtualised and other tests add chapters: find the row the way an author would.
  // The page was open a moment ago; it shows the new chapter all the same.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  const findRow = async () => {
    await page.getByLabel('Filter chapters').fill(title);
    await row.waitFor({ timeout: 10_000 });
  };
  await findRow();
  await expect(row).toContainText('Scheduled');
  await expect
    .poll(
      async () => {
        await page.reload();
        await findRow();
        return (await row.textContent()) ?? '';
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toContain('Released');
});

test('text typed while the network is down survives a reload', async ({ page }) => {
  const path = await newDraft(page, 'The Lamp Goes Out', words(40));
  await page.route('**/v1/writeCenter.chapterSave**', (route) => route.abort('internetdisconnected'));
  await textBox(page).press('ControlOrMeta+End');
  await textBox(page).pressSequentially(' The lost paragraph');
  await expect(saveState(page)).toHaveAttribute('data-state', 'offline', { timeout: 15_000 });
  await page.unroute('**/v1/writeCenter.chapterSave**');
  await page.goto(path);
  await expect(page.getByTestId('recover-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Restore it' }).click();
  await expect(textBox(page)).toHaveValue(/The lost paragraph$/);
  // The banner (and its button) is gone: the text takes the focus, so typing goes on.
  await expect(textBox(page)).toBeFocused();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.reload();
  await expect(textBox(page)).toHaveValue(/The lost paragraph$/);
  await expect(page.getByTestId('recover-banner')).toHaveCount(0);
});

test('Ctrl+S saves the draft at once, from anywhere on the page', async ({ page }) => {
  await newDraft(page, 'Ink On The Cuff', words(30));
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveAttribute('aria-keyshortcuts', 'Control+S');
  await textBox(page).press('ControlOrMeta+End');
  await textBox(page).pressSequentially(' and a blot');
  await expect(saveState(page)).toHaveAttribute('data-state', 'unsaved');
  // Focus is nowhere in particular; autosaves are quiet, only an explicit save says so.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Draft saved').first()).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await expect(textBox(page)).toHaveValue(/and a blot$/);
});

test('two tabs editing one chapter: the second sees both versions and chooses', async ({ page, context }) => {
  const path = await newDraft(page, 'Two Candles', words(30));
  const other = await context.newPage();
  other.on('dialog', (dialog) => void dialog.accept());
  await other.goto(path);
  await expect(textBox(other)).toHaveValue(words(30));

  await textBox(page).press('ControlOrMeta+End');
  await textBox(page).pressSequentially(' from the first tab');
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await textBox(other).press('ControlOrMeta+End');
  await textBox(other).pressSequentially(' from the second tab');
  const dialog = other.getByRole('alertdialog', { name: 'This chapter was saved somewhere else' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('conflict-mine')).toContainText('from the second tab');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('from the first tab');
  await dialog.getByRole('button', { name: 'Keep my text' }).click();
  await expect(saveState(other)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(textBox(page)).toHaveValue(/from the second tab$/);
});

test('an older version is compared and restored from the history', async ({ page }) => {
  await newDraft(page, 'Chalk And Ink', words(20, 'chalk'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').first()).toBeVisible();
  await textBox(page).fill(words(25, 'ink'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved');

  await page.getByRole('button', { name: 'Version history' }).click();
  const drawer = page.getByRole('dialog', { name: 'Version history' });
  const entries = drawer.getByRole('listitem');
  // the first autosave and two saved drafts
  await expect(entries).toHaveCount(3);
  await entries.last().getByRole('button').click();
  await expect(drawer.getByRole('region', { name: /Differences|Changes/ })).toBeVisible();
  await expect(drawer.locator('del').first()).toContainText('chalk');
  await drawer.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(/Version \d+ restored/).first()).toBeVisible();
  await expect(textBox(page)).toHaveValue(words(20, 'chalk'));
  await page.reload();
  await expect(textBox(page)).toHaveValue(words(20, 'chalk'));
});
