import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { escapeRe, expect, signedInAs, test, type Translate } from './fixtures';
import { starts, textBox, titleBox } from './editor';

const BLURB = Array.from({ length: 60 }, (_, i) => ['Salt', 'wind', 'carries', 'bells', 'across', 'the', 'harbour'][i % 7]).join(' ');
const MANUSCRIPT = readFileSync(new URL('../fixtures/import/manuscript.docx', import.meta.url));

/** The novel form below the preview (the chapters' title boxes are outside it). */
async function fillNovel(form: Locator, t: Translate, title: string) {
  const english = new Intl.DisplayNames([t.lang], { type: 'language' }).of('en')!;
  await form.getByRole('combobox', { name: starts(t('novel.form.section')) }).selectOption({ label: english });
  await form.getByRole('textbox', { name: starts(t('novel.form.title')) }).fill(title);
  await form.getByRole('textbox', { name: starts(t('novel.form.blurb')) }).fill(BLURB);
  await form.getByRole('combobox', { name: starts(t('novel.form.category')) }).selectOption({ label: t.ref('fantasy') });
  await form.getByRole('combobox', { name: starts(t('novel.form.subCategory')) }).selectOption({ label: t.ref('fantasy.urban') });
  await form.getByRole('group', { name: starts(t('novel.form.genres')) }).getByRole('checkbox', { name: t.ref('genre.mystery') }).check();
  const tags = form.getByRole('group', { name: starts(t('novel.form.tags')) });
  await tags.getByRole('checkbox', { name: t.ref('tag.female_lead') }).check();
  await tags.getByRole('checkbox', { name: t.ref('tag.bittersweet') }).check();
  await form.getByRole('radio', { name: /^13\+/ }).check();
  await form.getByRole('radio', { name: t('novel.form.exclusiveYes') }).check();
  await form.getByRole('textbox', { name: starts(t('novel.form.estimatedWords')) }).fill('200000');
  await form.getByRole('textbox', { name: starts(t('novel.form.monthlyWords')) }).fill('30000');
}

test('import a DOCX into a new novel, split a chapter in the preview, confirm, open a chapter in the editor', { tag: '@i18n' }, async ({ page, t }) => {
  const novel = `Saltmere Imported ${Date.now() % 100000}`;
  await signedInAs(page);
  await page.goto('/mywork/import');
  await page.getByRole('radio', { name: t('import.upload.newNovel') }).check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'saltmere.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: MANUSCRIPT });
  await page.getByRole('button', { name: t('import.upload.choose') }).click();

  // The preview: the three chapters of the file, by their headings.
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: t('import.preview.titleLabel', { n: 1 }) })).toHaveValue('Chapter 1: The Harbour');
  await expect(page.getByRole('textbox', { name: t('import.preview.titleLabel', { n: 3 }) })).toHaveValue('第三章 灯塔');

  // The first chapter's scene break starts a chapter of its own.
  await rows.first().getByRole('button', { name: t('import.preview.split') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${escapeRe(t('import.split.paragraph', { n: 4, text: 'Morning' }))}`) }).check();
  await dialog.getByRole('button', { name: t('import.split.confirm') }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole('textbox', { name: t('import.preview.titleLabel', { n: 2 }) }).fill('Morning On The Quay');

  // Merged chapters split again: the merged-in chapter's title is a line of the text, where the cut goes.
  await rows.nth(2).getByRole('button', { name: t('import.preview.merge') }).click();
  await expect(rows).toHaveCount(3);
  await rows.nth(2).getByRole('button', { name: t('import.preview.split') }).click();
  await dialog.getByRole('radio', { name: t('import.split.paragraph', { n: 5, text: '第三章 灯塔' }) }).check();
  await dialog.getByRole('button', { name: t('import.split.confirm') }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole('textbox', { name: t('import.preview.titleLabel', { n: 4 }) }).fill('灯塔');

  await fillNovel(page.getByRole('main').locator('form'), t, novel);
  await page.getByRole('button', { name: t('import.preview.createAndImport', { count: 4 }) }).click();
  await expect(page.getByText(t('import.preview.confirmed', { count: 4 })).first()).toBeVisible();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  await expect(page.getByRole('heading', { name: novel })).toBeVisible();

  // Drafts, in order, after the split: the second one opens in the editor with its text.
  await page.getByRole('link', { name: 'Morning On The Quay' }).click();
  await expect(page).toHaveURL(/\/mywork\/addchapter\/\d+$/);
  await expect(titleBox(page, t)).toHaveValue('Morning On The Quay');
  await expect(textBox(page, t)).toHaveText(/^Morning came grey and quiet over the water\./);
  await page.goBack();
  await page.getByRole('link', { name: '灯塔' }).click();
  await expect(textBox(page, t)).toHaveText(/^第三章 灯塔\s*灯塔的光在雾中忽明忽暗/);
});
