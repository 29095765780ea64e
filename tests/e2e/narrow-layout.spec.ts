import { expect, signedInAs, test, type Page } from './fixtures';

/**
 * At 900 px (the side menu closed) a table keeps each row's actions in view without scrolling
 * sideways, its status badges whole, and a figure card shows its whole figure.
 */

const NOVEL = 'Quiet Magic For Beginners';
const LANTERN = 'The Lantern Archive';

test.use({ viewport: { width: 900, height: 760 } });

/** What of `selector` lies beyond the main region's right edge (what only sideways scrolling would show). */
async function beyondMain(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((e) => e.getBoundingClientRect().right > main.right + 1 || e.getBoundingClientRect().left < main.left - 1)
      .map((e) => (e.textContent ?? '').trim() || e.getAttribute('aria-label') || e.tagName);
  }, selector);
}

/** Badges in tables whose text is cut ("Abgeschloss…"). */
async function cutBadges(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('table [class*="Badge"], table [class*="Badge"] *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => (e.textContent ?? '').trim()),
  );
}

/** Figure cards whose figure is drawn beyond its box (cut, or ending in an ellipsis). */
async function cutFigures(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-part="value"]')]
      .filter((v) => v.scrollWidth > v.clientWidth + 1)
      .map((v) => (v.textContent ?? '').trim()),
  );
}

test('tables keep their actions in view, badges and figures whole', { tag: '@layout' }, async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-part="value"]').first()).toBeVisible();
  expect(await cutFigures(page), 'dashboard').toEqual([]);

  await page.goto('/mywork');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: NOVEL })).toBeVisible();
  const manage = table.getByRole('link', { name: t('novel.list.manage'), exact: true });
  await expect(manage.first()).toBeVisible();
  await expect(table.getByRole('button', { name: t('novel.list.moreActions', { title: NOVEL }) })).toBeVisible();
  expect(await beyondMain(page, 'table a, table button')).toEqual([]);
  expect(await cutBadges(page), 'My Works').toEqual([]);

  await table.getByRole('link', { name: LANTERN }).click();
  await expect(page.locator('[data-testid^="first-paid-"]').nth(2)).toBeVisible();
  expect(await beyondMain(page, '[data-testid^="first-paid-"]')).toEqual([]);
  expect(await cutBadges(page), 'Manage').toEqual([]);
  expect(await cutFigures(page), 'Manage').toEqual([]);

  await page.goto('/dataCenter');
  await expect(page.locator('[data-part="value"]').first()).toBeVisible();
  expect(await cutFigures(page), 'Novel Data').toEqual([]);
});
