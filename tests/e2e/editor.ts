import { escapeRe, expect, type Page, type Translate } from './fixtures';

/** The chapter editor's parts the specs drive. */
export const words = (n: number, word = 'lantern') => Array.from({ length: n }, () => word).join(' ');
export const NOVEL = 'Quiet Magic For Beginners';
export const starts = (text: string) => new RegExp(`^${escapeRe(text)}`);

/** Opens the demo novel's "write the next chapter" page. */
export async function writeNext(page: Page, t: Translate) {
  await page.goto('/mywork');
  await page.getByRole('link', { name: NOVEL }).first().click();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  await page.getByRole('link', { name: t('novel.manage.write'), exact: true }).first().click();
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+\/\d+$/);
}

export const titleBox = (page: Page, t: Translate) => page.getByRole('textbox', { name: starts(t('chapter.editor.title')) });
export const textBox = (page: Page, t: Translate) => page.getByRole('textbox', { name: starts(t('chapter.editor.content')) });
export const saveState = (page: Page) => page.getByTestId('save-state');

/** A new draft with its first autosave done; returns the chapter's editor address. */
export async function newDraft(page: Page, t: Translate, title: string, text: string): Promise<string> {
  await writeNext(page, t);
  await titleBox(page, t).fill(title);
  await textBox(page, t).fill(text);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+$/);
  return new URL(page.url()).pathname;
}

/** "Publish now", confirmed in the question it asks. */
export async function publish(page: Page, t: Translate) {
  await page.getByRole('button', { name: t('chapter.editor.publish') }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: t('chapter.editor.publishConfirm'), exact: true }).click();
}

