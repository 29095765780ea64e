import { AUTHOR_TOKEN_COOKIE } from '../../src/domain/session';
import type { WritingGoal } from '../../src/domain/api/planner';
import { expect, signedInAs, test, type Page, type Translate } from './fixtures';
import { NOVEL, saveState, textBox, titleBox, words, writeNext } from './editor';

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

/** The novel's goal as the API has it, with the signed-in session's token. */
async function goalOf(page: Page, bookId: number): Promise<WritingGoal> {
  const token = (await page.context().cookies()).find((c) => c.name === AUTHOR_TOKEN_COOKIE)!.value;
  const response = await page.request.get(`/v1/goal.get?original_book_id=${bookId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: WritingGoal }).data;
}

/** A long text arriving in one paste, as the browser hands it to the editor. */
async function paste(page: Page, t: Translate, text: string) {
  await textBox(page, t).evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const GOAL = 5000;
const TYPED = 24;
const PASTED = 1200;

test('a daily goal counts typed words; a long paste shows as added, and the dashboard agrees', async ({ page, t }) => {
  await signedInAs(page);
  await writeNext(page, t);
  const bookId = Number(new URL(page.url()).pathname.split('/')[3]);

  // Set a daily goal from the editor's indicator.
  const indicator = page.getByTestId('goal-indicator');
  await indicator.click();
  const dialog = page.getByRole('dialog', { name: t('writingGoal.title') });
  const set = dialog.getByRole('button', { name: t('writingGoal.set') });
  const change = dialog.getByRole('button', { name: t('writingGoal.change') });
  // A goal another run left is changed the same way.
  await set.or(change).click();
  await dialog.getByRole('radio', { name: t('writingGoal.form.day') }).check();
  await dialog.getByRole('textbox', { name: t.re('writingGoal.form.words', undefined, true) }).fill(String(GOAL));
  await dialog.getByRole('button', { name: t('writingGoal.form.save') }).click();
  await expect(dialog.getByRole('button', { name: t('writingGoal.change') })).toBeVisible();
  const before = await goalOf(page, bookId);
  expect(before).toMatchObject({ period: 'day', words: GOAL });
  await expect(dialog.getByTestId('goal-progress')).toHaveText(t('writingGoal.progress.day', { typed: before.current.typed, goal: GOAL }));
  await dialog.getByRole('button', { name: t('writingGoal.indicator.close') }).click();
  await expect(dialog).toBeHidden();
  await expect(indicator).toContainText(t('writingGoal.indicator.progress', { typed: before.current.typed, goal: GOAL }));

  // Typed words count once saved: the indicator follows the save.
  await titleBox(page, t).fill('The Goal Keeper');
  await textBox(page, t).click();
  await page.keyboard.type(words(TYPED, 'ink'));
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(async () => expect((await goalOf(page, bookId)).current.typed).toBe(before.current.typed + TYPED)).toPass({ timeout: 10_000 });
  const typed = before.current.typed + TYPED;
  await expect(indicator).toContainText(t('writingGoal.indicator.progress', { typed, goal: GOAL }));

  // A paste of more than 1,000 words came in whole: added, shown apart, never toward the goal.
  await page.keyboard.press('End');
  await paste(page, t, ` ${words(PASTED, 'quill')}`);
  await expect(saveState(page)).toHaveAttribute('data-state', 'unsaved');
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(async () => expect((await goalOf(page, bookId)).current.added).toBe(before.current.added + PASTED)).toPass({ timeout: 10_000 });
  const after = await goalOf(page, bookId);
  expect(after.current.typed).toBe(typed);
  await indicator.click();
  await expect(dialog.getByTestId('goal-progress')).toHaveText(t('writingGoal.progress.day', { typed, goal: GOAL }));
  await expect(dialog.getByTestId('goal-added')).toHaveText(t('writingGoal.added', { added: after.current.added }));
  await expect(dialog.getByTestId('goal-streak')).toHaveText(t('writingGoal.days', { count: after.streak.current }));
  await dialog.getByRole('button', { name: t('writingGoal.indicator.close') }).click();

  // The dashboard's card shows the same numbers.
  await page.goto('/dashboard');
  const row = page.getByTestId(`goal-${bookId}`);
  await expect(row).toHaveAccessibleName(NOVEL);
  await expect(row.getByTestId('goal-progress')).toHaveText(t('writingGoal.progress.day', { typed, goal: GOAL }), { timeout: 15_000 });
  await expect(row.getByTestId('goal-added')).toHaveText(t('writingGoal.added', { added: after.current.added }));
  await expect(row.getByTestId('goal-streak')).toHaveText(t('writingGoal.days', { count: after.streak.current }));
});
