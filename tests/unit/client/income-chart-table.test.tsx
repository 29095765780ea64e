/**
 * The income chart's axis may round ("$1K"), its table alternative does not: a table is where
 * the exact figure is read.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { answer } from '../../../stories/portal/handlers';
import type { IncomeOverview } from '../../../src/domain/api/income';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const server = screenServer();

const usd = (amount_minor: string) => ({ amount_minor, currency: 'USD' });
const overview: IncomeOverview = {
  current_month: '2026-12',
  months: [
    { month: '2026-12', totals: [usd('123456')], novels: [] },
    { month: '2026-11', totals: [usd('98765')], novels: [] },
  ],
  all_time: [usd('222221')],
};

describe('income by month as a table', { timeout: 30_000 }, () => {
  it.each(['en', 'de'] as const)('shows each month to the cent (%s)', async (locale) => {
    const words = portalCatalog(locale);
    server.use(answer('/v1/income.overview', overview));
    render(<ScreenStory path="/salaryManage" locale={locale} colorMode="light" />);
    const caption = words['income.chart.title'].replace('{currency}', 'USD');
    const table = await screen.findByRole('table', { name: caption }, { timeout: 15_000 });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    // Oldest month first, as drawn.
    expect(cells).toEqual([money.format(987.65), money.format(1234.56)]);
  });
});
