import { allowConsole, expect, signedInAs, test } from './fixtures';

/**
 * Novel data end to end on the demo author's simulated figures (read only, so both
 * projects run it): the period changes the figures and the address; a reversed custom range is
 * refused next to its field with the dates kept; the CSV export holds one row per day; the
 * chapters page keeps the period, marks where readers stop and defines its terms on hover.
 */
test('change the period, refuse a reversed range, export the figures as CSV, and read the chapter funnel', { tag: '@layout' }, async ({ page, t }) => {
  // A reversed range is answered 400 with the field's message: the browser logs that answer.
  allowConsole(page, /status of 400 \(Bad Request\)/);
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dataCenter');
  const figures = page.getByRole('list', { name: t('data.figures') });
  await expect(figures.getByText(t('data.views'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('data.chart.readers') })).toBeVisible();

  const period = page.getByRole('tablist', { name: t('data.range') });
  await period.getByRole('tab', { name: t('data.range.7') }).click();
  await expect(page).toHaveURL(/range=7/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('data.export') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^novel-data-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain(t('data.views'));
  // The header, then a row per counted day: today is not over, so the seven days give six rows.
  expect(lines).toHaveLength(7);
  expect(Number(lines[1].split(',')[1])).toBeGreaterThan(0);

  // A custom range the wrong way round: the message sits under its field and the dates stay.
  await period.getByRole('tab', { name: t('data.range.custom') }).click();
  await page.locator('input[name="from"]').fill('2026-03-10');
  await page.locator('input[name="to"]').fill('2026-03-01');
  await page.getByRole('button', { name: t('data.apply'), exact: true }).click();
  await expect(page.getByText(t.server('stats.range.order'))).toBeVisible();
  await expect(page.locator('input[name="from"]')).toHaveValue('2026-03-10');
  await page.locator('input[name="to"]').fill('2026-03-31');
  await page.getByRole('button', { name: t('data.apply'), exact: true }).click();
  await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-31|to=2026-03-31/);
  await expect(page.getByText(t.server('stats.range.order'))).toHaveCount(0);

  // The chapters page keeps the novel and the period.
  await period.getByRole('tab', { name: t('data.range.90') }).click();
  await page.getByRole('navigation', { name: t('data.nav') }).getByRole('tab', { name: t('data.tab.chapters') }).click();
  await expect(page).toHaveURL(/\/dataCenter2\?.*range=90/);
  await expect(page.getByRole('heading', { name: t('data.funnel.title') })).toBeVisible();
  await expect(page.getByText(t('data.stop')).first()).toBeVisible();
  // Hovering scrolls the table's header into view; a pointer that lands while the page still moves
  // misses it, so the pointer leaves and comes back until the definition shows.
  const term = page.getByText(t('data.wentOn'), { exact: true }).first();
  await term.scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await term.hover();
    await expect(page.getByRole('tooltip')).toHaveText(t('data.term.wentOn'), { timeout: 3_000 });
  }).toPass();
});
