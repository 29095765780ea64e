import { DEMO, expect, loadedAndIdle, signedInAs, test, type Page } from './fixtures';
import { publish, saveState, textBox, titleBox, words, writeNext } from './editor';

/** ProseMirror's own class name, which survives minification: its code is in a script when this is. */
const PROSEMIRROR = 'ProseMirror-hideselection';
async function scriptsLoaded(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

test('the editor’s code loads with the chapter editor only, never with /login or /dashboard', async ({ page, t }) => {
  await page.goto('/login');
  await loadedAndIdle(page);
  expect((await scriptsLoaded(page)).some((code) => code.includes(PROSEMIRROR))).toBe(false);
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await loadedAndIdle(page);
  expect((await scriptsLoaded(page)).some((code) => code.includes(PROSEMIRROR))).toBe(false);
  await writeNext(page, t);
  await expect(textBox(page, t)).toBeVisible();
  expect((await scriptsLoaded(page)).some((code) => code.includes(PROSEMIRROR))).toBe(true);
});

test('a chapter with italics and a scene break: find and replace, preview as a reader, publish, read back', { tag: '@i18n' }, async ({ page, t }) => {
  await signedInAs(page);
  await writeNext(page, t);
  await titleBox(page, t).fill('The Lamp In The Window');
  const box = textBox(page, t);
  await box.click();
  // Markdown-style: *never* becomes italic as the closing star is typed; *** alone on a line, a scene break.
  await page.keyboard.type('The lamp was *never* lit before dark.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('***');
  await page.keyboard.press('Enter');
  await page.keyboard.type('After the break the lamp burned all night. ');
  await page.keyboard.insertText(words(520, 'quill'));
  await expect(box.locator('em', { hasText: 'never' })).toBeVisible();
  await expect(box.locator('hr')).toHaveCount(1);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+$/);
  const chapterId = Number(new URL(page.url()).pathname.split('/').pop());

  // Find and replace: two matches, both replaced in one step, none left.
  await page.keyboard.press('ControlOrMeta+f');
  const search = page.getByRole('search', { name: t('chapter.desk.findReplace') });
  await search.getByRole('textbox', { name: t('chapter.desk.find') }).fill('lamp');
  await expect(search.getByRole('status')).toHaveText(t('chapter.desk.matches', { current: 1, total: 2 }));
  await expect(box.locator('.wc-search-match')).toHaveCount(2);
  await search.getByRole('textbox', { name: t('chapter.desk.replaceWith') }).fill('lantern');
  await search.getByRole('button', { name: t('chapter.desk.replaceAll') }).click();
  await expect(search.getByRole('status')).toHaveText(t('chapter.desk.matches', { current: 0, total: 0 }));
  await expect(box).toContainText('The lantern was never lit');
  await search.getByRole('button', { name: t('chapter.desk.closeFind') }).click();
  await expect(search).toBeHidden();

  // The reader's view: the italic, the scene break, the replaced words; dark and wide.
  await page.getByRole('button', { name: t('chapter.desk.preview') }).click();
  const preview = page.getByRole('dialog', { name: t('chapter.desk.preview') });
  const article = preview.getByRole('article');
  await expect(article.getByRole('heading', { name: /The Lamp In The Window/ })).toBeVisible();
  await expect(article.locator('em', { hasText: 'never' })).toBeVisible();
  await expect(article.locator('hr')).toHaveCount(1);
  await expect(article).toContainText('After the break the lantern burned');
  await preview.getByRole('button', { name: t('chapter.desk.dark') }).click();
  await preview.getByRole('button', { name: t('chapter.desk.wide') }).click();
  await expect(preview.locator('[data-reader-mode="dark"][data-reader-width="wide"]')).toBeVisible();
  await preview.getByRole('button', { name: t('chapter.desk.close') }).click();
  await expect(preview).toBeHidden();

  await publish(page, t);
  await expect(page.getByText(t('chapter.editor.published')).first()).toBeVisible();

  // Read back as the API has it: the document keeps the italic and the scene break.
  const login = await page.request.post('/v1/user.email_login', { data: { email: DEMO.email, password: DEMO.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const info = await page.request.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${chapterId}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await info.json()) as { data: { status: string; content: string; content_doc: { content: { type: string; content?: { text: string; marks?: { type: string }[] }[] }[] } } };
  expect(data.status).toBe('released');
  const blocks = data.content_doc.content;
  expect(blocks[0].content).toContainEqual({ type: 'text', text: 'never', marks: [{ type: 'italic' }] });
  expect(blocks[1]).toEqual({ type: 'horizontalRule' });
  expect(data.content).toContain('The lantern was never lit before dark.\n\n***\n\nAfter the break the lantern burned');
});

test('focus mode hides the portal’s frame; Escape brings it back', async ({ page, t }) => {
  await signedInAs(page);
  await writeNext(page, t);
  const nav = page.getByRole('navigation', { name: t('layout.menu.label'), includeHidden: true });
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: t('chapter.desk.focus') }).click();
  await expect(page.getByRole('button', { name: t('chapter.desk.leaveFocus') })).toBeVisible();
  // Under focus mode's layer and out of reach: the menu cannot take the focus.
  await expect(nav).toHaveAttribute('inert', '');
  await textBox(page, t).click();
  await page.keyboard.press('Escape');
  await expect(nav).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: t('chapter.desk.focus') })).toBeVisible();
});
