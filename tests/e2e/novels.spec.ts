import sharp from 'sharp';
import { escapeRe, expect, signedInAs, test, type Page, type Translate } from './fixtures';
import { admin } from './helpers';

const BLURB = Array.from({ length: 60 }, (_, i) => ['Paper', 'boats', 'carry', 'letters', 'across', 'the', 'bay'][i % 7]).join(' ');
const starts = (text: string) => new RegExp(`^${escapeRe(text)}`);

async function contestId(name: string): Promise<number> {
  const list = JSON.parse(await admin('contests', '--json')) as { id: number; name: string }[];
  return list.find((c) => c.name === name)!.id;
}

async function fillNovel(page: Page, t: Translate, title: string) {
  const english = new Intl.DisplayNames([t.lang], { type: 'language' }).of('en')!;
  await page.getByRole('combobox', { name: starts(t('novel.form.section')) }).selectOption({ label: english });
  await page.getByRole('textbox', { name: starts(t('novel.form.title')) }).fill(title);
  await page.getByRole('textbox', { name: starts(t('novel.form.blurb')) }).fill(BLURB);
  await page.getByRole('combobox', { name: starts(t('novel.form.category')) }).selectOption({ label: t.ref('fantasy') });
  await page.getByRole('combobox', { name: starts(t('novel.form.subCategory')) }).selectOption({ label: t.ref('fantasy.urban') });
  await page.getByRole('group', { name: starts(t('novel.form.genres')) }).getByRole('checkbox', { name: t.ref('genre.mystery') }).check();
  const tags = page.getByRole('group', { name: starts(t('novel.form.tags')) });
  await tags.getByRole('checkbox', { name: t.ref('tag.female_lead') }).check();
  await tags.getByRole('checkbox', { name: t.ref('tag.bittersweet') }).check();
  await page.getByRole('radio', { name: /^13\+/ }).check();
  await page.getByRole('radio', { name: t('novel.form.exclusiveYes') }).check();
  await page.getByRole('textbox', { name: starts(t('novel.form.estimatedWords')) }).fill('200000');
  await page.getByRole('textbox', { name: starts(t('novel.form.monthlyWords')) }).fill('30000');
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });

test('create a novel for a contest, see it in My Works, break the title rule when editing, change the cover', { tag: '@i18n' }, async ({ page, t }) => {
  const id = await contestId('Spring Fantasy Awards');
  const contest = t.ref('contest.spring_fantasy');
  const title = `The Paper Lighthouse ${Date.now() % 100000}`;
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/addbook/${id}`);
  await expect(page.getByText(t('novel.contest.entering', { contest }))).toBeVisible();

  // Sent empty: the shared rules speak next to their fields, and focus goes to the first.
  await page.getByRole('main').getByRole('button', { name: t('novel.form.create'), exact: true }).click();
  await expect(page.getByText(t('validation.bookTitle.required'))).toBeVisible();
  await expect(page.getByText(t('validation.rating.required'))).toBeVisible();

  await fillNovel(page, t, title);
  await page.getByRole('main').getByRole('button', { name: t('novel.form.create'), exact: true }).click();
  // Joining a contest is final: a confirmation first.
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(t('novel.contest.createBody', { contest }))).toBeVisible();
  await confirm.getByRole('button', { name: t('novel.contest.confirm') }).click();
  await expect(page.getByText(t('novel.form.created')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/mywork$/);

  const mine = row(page, title);
  await expect(mine).toContainText(t('novel.list.contestTag', { contest }));
  await expect(mine).toContainText(t('status.work.draft'));
  await expect(mine).toContainText(t('review.pending'));

  // Edit: a title that breaks the capital-letter rule is refused next to the field.
  await mine.getByRole('button', { name: t('novel.list.moreActions', { title }) }).click();
  await page.getByRole('menuitem', { name: t('novel.list.edit') }).click();
  await expect(page).toHaveURL(/\/mywork\/editbook\/\d+\/1\/1$/);
  const titleBox = page.getByRole('textbox', { name: starts(t('novel.form.title')) });
  // My Works stays on view until the form has arrived (its own rows name contests too).
  await expect(titleBox).toBeVisible();
  await expect(page.getByText(t('novel.list.contestTag', { contest }))).toHaveCount(1);
  await expect(page.getByText(t('novel.list.contestTag', { contest }))).toBeVisible();
  await titleBox.fill('the paper lighthouse');
  await page.getByRole('button', { name: t('novel.form.save') }).click();
  await expect(page.getByText(t('validation.bookTitle.capitals', { words: 'the, paper, lighthouse' }))).toBeVisible();
  await expect(titleBox).toHaveAttribute('aria-invalid', 'true');
  await expect(titleBox).toHaveValue('the paper lighthouse');

  // A new cover is stored at once.
  const cover = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 60, b: 120 } } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(page.getByText(t('upload.succeeded')).first()).toBeVisible();

  await titleBox.fill(`${title} Returns`);
  await page.getByRole('button', { name: t('novel.form.save') }).click();
  await expect(page.getByText(t('novel.form.modified')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} Returns`);

  await page.goto('/mywork');
  const edited = row(page, `${title} Returns`);
  await expect(edited.getByRole('img', { name: t('novel.form.coverAlt', { title: `${title} Returns` }) })).toHaveAttribute('src', /^\/uploads\/cover\/[0-9a-f]{32}\.webp$/);
});

test('a novel with 1,200 chapters: facts, a virtualised list and the status filter', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mywork');
  const windows: string[] = [];
  page.on('request', (r) => r.url().includes('chapterList') && windows.push(new URL(r.url()).searchParams.get('after_code') ?? 'none'));
  await page.getByRole('link', { name: 'The Lantern Archive' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lantern Archive');
  // 1,200 released chapters, two scheduled and a draft (the deleted draft is not counted).
  await expect(page.getByText(t('novel.manage.shownOf', { count: 1203 }))).toBeVisible();
  const table = page.getByRole('table', { name: t('novel.manage.chapterTable', { title: 'The Lantern Archive' }) });
  await expect(table).toHaveAttribute('aria-rowcount', '1204');
  expect(await table.getByRole('row').count()).toBeLessThan(80);
  // The chapters arrive window by window as the list scrolls: the last one is reached.
  const scroller = page.getByRole('group', { name: t('novel.manage.chapterTable', { title: 'The Lantern Archive' }) });
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(table).toContainText('Chapter 1200', { timeout: 300 });
  }).toPass({ intervals: [100], timeout: 60_000 });
  expect(windows[0]).toBe('0');
  expect(windows.filter((w) => Number(w) > 0).length).toBeGreaterThanOrEqual(5);

  await page.getByRole('combobox', { name: starts(t('novel.manage.filterStatus')) }).selectOption({ label: t('status.work.scheduled') });
  await expect(page.getByText(t('novel.manage.shownOf', { count: 2 }), { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Chapter 1201');
  await expect(table).toContainText('Chapter 1202');
});

test('a draft is deleted after a confirmation and leaves My Works', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = `Short Lived ${Date.now() % 100000}`;
  await page.goto('/addbook');
  await fillNovel(page, t, title);
  await page.getByRole('main').getByRole('button', { name: t('novel.form.create'), exact: true }).click();
  await expect(page).toHaveURL(/\/mywork$/);
  await row(page, title).getByRole('button', { name: t('novel.list.moreActions', { title }) }).click();
  await page.getByRole('menuitem', { name: t('novel.list.delete') }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByRole('heading')).toHaveText(t('novel.list.deleteTitle', { title }));
  await dialog.getByRole('button', { name: t('novel.list.deleteConfirm') }).click();
  await expect(page.getByText(t('novel.list.deleted')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
