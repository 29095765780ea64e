import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, signedInAs, test } from './fixtures';

/**
 * Income end to end (read only, so both projects run it): a month's total opens the
 * ledger lines behind it with their working, and the month's statement downloads as CSV whose
 * amounts add up to the figure on screen.
 */
test('a month’s total opens its lines; the statement downloads and adds up to the figure', { tag: '@i18n' }, async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/salaryManage');
  await expect(page.getByRole('heading', { level: 1, name: t('route.salary') })).toBeVisible();

  // Last month: a whole month of the demo's daily lines.
  const months = page.getByRole('table', { name: t('income.months.title') });
  const lastMonth = months.getByRole('row').nth(2);
  await lastMonth.getByRole('button').first().click();
  const total = lastMonth.getByRole('button').last();
  const shown = (await total.textContent())!;
  await total.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  await expect(dialog.getByText(/ × .* = .* × 50\s?%/).first()).toBeVisible();
  await expect(dialog.getByLabel(t('income.total'))).toHaveText(shown);
  await dialog.getByRole('button', { name: t('income.close') }).click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('income.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = (parse(csv) as string[][]).slice(1);
  expect(rows.length).toBeGreaterThan(27);
  // The amount column (8th) adds up to the month's total on screen.
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row[7]) * 100), 0);
  const onScreen = Math.round(Number(shown.replace(/[^\d,.-]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.')) * 100);
  expect(cents).toBe(onScreen);
});
