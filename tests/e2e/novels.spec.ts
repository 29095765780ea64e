import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { admin, signIn } from './helpers';

const BLURB = Array.from({ length: 60 }, (_, i) => ['Paper', 'boats', 'carry', 'letters', 'across', 'the', 'bay'][i % 7]).join(' ');

async function contestId(name: string): Promise<number> {
  const list = JSON.parse(await admin('contests', '--json')) as { id: number; name: string }[];
  return list.find((c) => c.name === name)!.id;
}

async function fillNovel(page: Page, title: string) {
  await page.getByRole('combobox', { name: /^language/i }).selectOption({ label: 'English' });
  await page.getByRole('textbox', { name: /^title/i }).fill(title);
  await page.getByRole('textbox', { name: /^blurb/i }).fill(BLURB);
  await page.getByRole('combobox', { name: /^category/i }).selectOption({ label: 'Fantasy' });
  await page.getByRole('combobox', { name: /^sub-category/i }).selectOption({ label: 'Urban Fantasy' });
  await page.getByRole('group', { name: /^genres/i }).getByRole('checkbox', { name: 'Mystery' }).check();
  const tags = page.getByRole('group', { name: /^tags/i });
  await tags.getByRole('checkbox', { name: 'Female lead' }).check();
  await tags.getByRole('checkbox', { name: 'Bittersweet' }).check();
  await page.getByRole('radio', { name: /^13\+/ }).check();
  await page.getByRole('radio', { name: /published only here/i }).check();
  await page.getByRole('textbox', { name: /estimated finished words/i }).fill('200000');
  await page.getByRole('textbox', { name: /monthly update words/i }).fill('30000');
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });

test('create a novel for a contest, see it in My Works, break the title rule when editing, change the cover', async ({ page }) => {
  const id = await contestId('Spring Fantasy Awards');
  const title = `The Paper Lighthouse ${Date.now() % 100000}`;
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/addbook/${id}`);
  await expect(page.getByText('This novel is created for Spring Fantasy Awards')).toBeVisible();

  // Sent empty: the shared rules speak next to their fields, and focus goes to the first.
  await page.getByRole('button', { name: 'Create novel', exact: true }).click();
  await expect(page.getByText('Give your novel a title')).toBeVisible();
  await expect(page.getByText('Choose a content rating')).toBeVisible();

  await fillNovel(page, title);
  await page.getByRole('button', { name: 'Create novel', exact: true }).click();
  // Joining a contest is final: a confirmation first.
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Join the contest' }).click();
  await expect(page.getByText('Book created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/mywork$/);

  const mine = row(page, title);
  await expect(mine).toContainText('In Spring Fantasy Awards');
  await expect(mine).toContainText('Draft');
  await expect(mine).toContainText('Pending review');

  // Edit: a title that breaks the capital-letter rule is refused next to the field.
  await mine.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/mywork\/editbook\/\d+\/1\/1$/);
  await expect(page.getByText('In Spring Fantasy Awards')).toBeVisible();
  const titleBox = page.getByRole('textbox', { name: /^title/i });
  await titleBox.fill('the paper lighthouse');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Start every word of the title with a capital letter: the, paper, lighthouse')).toBeVisible();
  await expect(titleBox).toHaveAttribute('aria-invalid', 'true');
  await expect(titleBox).toHaveValue('the paper lighthouse');

  // A new cover is stored at once.
  const cover = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 60, b: 120 } } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(page.getByText('Uploaded successfully').first()).toBeVisible();

  await titleBox.fill(`${title} Returns`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Novel modified').first()).toBeVisible();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} Returns`);

  await page.goto('/mywork');
  const edited = row(page, `${title} Returns`);
  await expect(edited.getByRole('img', { name: `Cover of ${title} Returns` })).toHaveAttribute('src', /^\/uploads\/cover\/[0-9a-f]{32}\.webp$/);
});

test('a novel with 1,200 chapters: facts, a virtualised list and the status filter', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mywork');
  await page.getByRole('link', { name: 'The Lantern Archive' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lantern Archive');
  // 1,200 released chapters, two scheduled and a draft (the deleted draft is not counted).
  await expect(page.getByText('1,203 chapters')).toBeVisible();
  const table = page.getByRole('table', { name: /chapters of the lantern archive/i });
  await expect(table).toHaveAttribute('aria-rowcount', '1204');
  expect(await table.getByRole('row').count()).toBeLessThan(80);

  await page.getByRole('combobox', { name: /^show/i }).selectOption({ label: 'Scheduled' });
  await expect(page.getByText('2 chapters', { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Chapter 1201');
  await expect(table).toContainText('Chapter 1202');
});

test('a draft is deleted after a confirmation and leaves My Works', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = `Short Lived ${Date.now() % 100000}`;
  await page.goto('/addbook');
  await fillNovel(page, title);
  await page.getByRole('button', { name: 'Create novel', exact: true }).click();
  await expect(page).toHaveURL(/\/mywork$/);
  await row(page, title).getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByRole('heading')).toHaveText(`Delete “${title}”?`);
  await dialog.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('The draft was deleted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
