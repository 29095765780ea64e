import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { IncomeLines, IncomeOverview } from '../../../src/domain/api/income';
import { answer, recordedData, success } from '../handlers';
import { failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { answeringUnphotographed, message, monthName } from '../support/messages';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Money', ...screenMeta('/salaryManage') };
type Story = StoryObj<ScreenArgs>;

const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Where a control's text starts on screen (its own box may be wider, its text centred in it). */
const textStart = (element: Element) => {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
};

/** Income: this month, by month and all time. The month names of the table start in one column, whatever their length. */
export const Income: Story = {
  play: async (context) => {
    await showsHeading('route.salary')!(context);
    const months = await within(context.canvasElement).findByRole('table', { name: text('income.months.title', localeOf(context.globals)) }, { timeout: 15_000 });
    // The month buttons (pressed: the month shown below), not the amounts beside them.
    const starts = [...months.querySelectorAll('button[aria-pressed]')].map((button) => Math.round(textStart(button)));
    await expect(starts.length).toBeGreaterThan(1);
    await expect(new Set(starts).size).toBe(1);
  },
};
export const IncomeLoading: Story = loadingOn(/income\.overview$/);
/** The overview could not be loaded: the error, with a retry. */
export const IncomeFailed: Story = {
  ...failingOn(/income\.overview$/),
  play: async ({ canvasElement, globals }) => {
    const screen = within(canvasElement);
    const locale = localeOf(globals);
    await expect(await screen.findByRole('heading', { level: 2, name: text('income.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};
/** Payouts: balances, the hold, the next closing and the list. */
export const Payouts: Story = { args: { path: '/salaryManage2' }, play: showsHeading('route.salary') };
/** Payee information: masked on the wire, revealed only after the password. */
export const PayeeInformation: Story = { args: { path: '/salaryManage/salaryManageInfo' }, play: showsHeading('route.salary') };
/** Welfare programs and their progress. */
export const Welfare: Story = { args: { path: '/welfareManage' }, play: showsHeading('route.welfare') };
/** Welfare applications and grants. */
export const WelfareClaims: Story = {
  args: { path: '/welfareManage2' },
  play: async (context) => {
    await showsHeading('route.welfare')!(context);
    const locale = localeOf(context.globals);
    const table = await within(context.canvasElement).findByRole('table', { name: text('welfare.claims.title', locale) }, { timeout: 15_000 });
    const claims = recordedData<{ list: { reason: string | null }[] }>('/v1/welfare.claims').list;
    // A header row, then one row per application or grant; a refusal says why.
    await expect(within(table).getAllByRole('row')).toHaveLength(claims.length + 1);
    await expect(within(table).getByText(claims.find((c) => c.reason)!.reason!)).toBeVisible();
  },
};
/** The brand's writer benefits. */
export const Benefits: Story = { args: { path: '/authorWelfare' }, play: showsHeading('route.benefits') };

/** A page's heading, and its skeleton while its call has not answered. */
const showsLoading =
  (headingId: string): Story['play'] =>
  async (context) => {
    await showsHeading(headingId)!(context);
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', localeOf(context.globals)), {}, { timeout: 15_000 }))[0]).toBeVisible();
  };
/** A page's error, with a retry. */
const showsFailure =
  (messageId: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const screen = within(canvasElement);
    const locale = localeOf(globals);
    await expect(await screen.findByRole('heading', { level: 2, name: text(messageId, locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  };

export const PayoutsLoading: Story = { args: { path: '/salaryManage2' }, ...loadingOn(/payout\.overview$/), play: showsLoading('route.salary') };
/** The payouts could not be loaded: the error, with a retry. */
export const PayoutsFailed: Story = { args: { path: '/salaryManage2' }, ...failingOn(/payout\.overview$/), play: showsFailure('payout.loadFailed') };
export const PayeeLoading: Story = { args: { path: '/salaryManage/salaryManageInfo' }, ...loadingOn(/payee\.info$/), play: showsLoading('route.salary') };
/** The payee details could not be loaded: the error, with a retry. */
export const PayeeFailed: Story = { args: { path: '/salaryManage/salaryManageInfo' }, ...failingOn(/payee\.info$/), play: showsFailure('payee.loadFailed') };
export const WelfareLoading: Story = { args: { path: '/welfareManage' }, ...loadingOn(/welfare\.programs$/), play: showsLoading('route.welfare') };
/** The welfare programs could not be loaded: the error, with a retry. */
export const WelfareFailed: Story = { args: { path: '/welfareManage' }, ...failingOn(/welfare\.programs$/), play: showsFailure('welfare.loadFailed') };

const overview = recordedData<IncomeOverview>('/v1/income.overview');
const thisMonth = overview.months[0];
/** The first page of this month's ledger lines: an unlock with its working, and a bonus of no one work. */
const lines: IncomeLines = {
  list: [
    {
      id: 5012,
      day: `${thisMonth.month}-20`,
      kind: 'unlock',
      original_book_id: 1,
      title: 'The Lantern Archive',
      coins: 2468,
      rate: '0.01',
      gross: { amount_minor: '2468', currency: 'USD' },
      share_bp: 5000,
      amount: { amount_minor: '1234', currency: 'USD' },
      reason: null,
    },
    {
      id: 5003,
      day: `${thisMonth.month}-03`,
      kind: 'bonus',
      original_book_id: null,
      title: null,
      coins: null,
      rate: null,
      gross: null,
      share_bp: null,
      amount: { amount_minor: '5000', currency: 'USD' },
      reason: 'Editor’s pick of the week',
    },
  ],
  totals: thisMonth.totals,
  next_cursor: null,
};

/** A work's figure for the month opens the ledger lines behind it, each with its working (not photographed). */
export const IncomeLinesOfAWork: Story = {
  parameters: answeringUnphotographed(answer('/v1/income.lines', lines)).parameters,
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const screen = within(canvasElement);
    const month = monthName(thisMonth.month, locale);
    const work = thisMonth.novels.find((n) => n.original_book_id === 1)!.title!;
    await expect(await screen.findByRole('button', { name: message('income.download', locale) }, { timeout: 15_000 })).toBeEnabled();
    // A figure's name is the amount it shows, then what pressing it opens (WCAG 2.5.3: the visible text is in the name).
    const opens = message('income.showLines', locale, { what: work });
    await userEvent.click(screen.getByRole('button', { name: (name) => name.endsWith(opens) && name !== opens }));
    const title = message('income.linesOfWork', locale, { month, title: work });
    const dialog = await body(canvasElement).findByRole('dialog', { name: title });
    await waitFor(() => expect(dialog).toBeVisible());
    const table = await within(dialog).findByRole('table', { name: title });
    await expect(within(table).getByText('The Lantern Archive')).toBeVisible();
    await expect(within(table).getByText(text('income.kind.unlock', locale))).toBeVisible();
    await expect(within(table).getByText(lines.list[1].reason!)).toBeVisible();
    // Closed again: a modal left open hides the page from assistive technology (and from the runner's axe pass).
    await userEvent.click(within(dialog).getByRole('button', { name: text('income.close', locale) }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The page is no longer hidden behind the modal once it has gone.
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('storybook-root')).not.toHaveAttribute('aria-hidden'));
  },
};

/** What the story's reward application sent. */
const rewardApplications: unknown[] = [];
/** The monthly reward: the one work under contract and the last month are chosen; Apply sends them and says so (not photographed). */
export const PayoutsApplyForReward: Story = {
  args: { path: '/salaryManage2' },
  ...answeringUnphotographed(
    http.post(/\/v1\/reward\.apply$/, async ({ request }) => {
      const application = (await request.json()) as { original_book_id: number; month: string };
      rewardApplications.push(application);
      return success({ id: 3, ...application, title: 'Salt And Starlight', status: 'pending', reason: null, amount: null, created_at: '2026-11-26T21:00:00.000Z', decided_at: null });
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const form = await within(canvasElement).findByRole('form', { name: text('reward.title', locale) }, { timeout: 15_000 });
    rewardApplications.length = 0;
    await userEvent.click(within(form).getByRole('button', { name: text('reward.apply', locale) }));
    const info = recordedData<{ works: { original_book_id: number }[]; default_month: string }>('/v1/reward.info');
    await waitFor(() => expect(rewardApplications).toEqual([{ original_book_id: info.works[0].original_book_id, month: info.default_month }]));
    // The toast fades in.
    const toast = await body(canvasElement).findByText(text('reward.applied', locale));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** The server's answers, in each language: the refusal of a wrong password is its text. */
const serverCatalogs = import.meta.glob<Record<string, string>>('../../../src/server/i18n/*.json', { eager: true, import: 'default' });
const serverText = (id: string, lang: string) =>
  (Object.entries(serverCatalogs).find(([path]) => path.endsWith(`/${lang}.json`)) ?? Object.entries(serverCatalogs).find(([path]) => path.endsWith('/en.json'))!)[1][id];

/** "Show details" asks for the password; a wrong one is refused next to the field, and the dialog stays open; Escape closes it and the focus returns to "Show details" (not photographed). */
export const PayeeWrongPassword: Story = {
  args: { path: '/salaryManage/salaryManageInfo' },
  ...answeringUnphotographed(
    // As the server refuses it: a 4001 naming the field, in the request's language.
    http.post(/\/v1\/payee\.reveal$/, ({ request }) => {
      const refusal = serverText('personal.reveal.wrongPassword', new URL(request.url).searchParams.get('lang') ?? 'en');
      return HttpResponse.json({ code: 4001, desc: refusal, data: { fields: { password: refusal } } }, { status: 400 });
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const show = await within(canvasElement).findByRole('button', { name: text('payee.show', locale) }, { timeout: 15_000 });
    await userEvent.click(show);
    const dialog = await body(canvasElement).findByRole('dialog', { name: text('common.passwordDialog.title', locale) });
    await waitFor(() => expect(dialog).toBeVisible());
    const password = within(dialog).getByLabelText(text('common.passwordDialog.password', locale), { exact: false });
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: text('common.passwordDialog.confirm', locale) }));
    await expect(await within(dialog).findByText(serverText('personal.reveal.wrongPassword', locale))).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    // Cancelled with Escape: a modal left open hides the page from assistive technology (and from
    // the runner's axe pass); the focus goes back to the button that opened it.
    await userEvent.click(password);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(show).toHaveFocus());
    // The page is no longer hidden behind the modal once it has gone.
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('storybook-root')).not.toHaveAttribute('aria-hidden'));
  },
};

/** A program's release calendar: the keyboard moves from day to day, each day saying its words (not photographed). */
export const WelfareCalendarByKeyboard: Story = {
  args: { path: '/welfareManage' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const screen = within(canvasElement);
    const programs = recordedData<{ list: { month: string; today: string; attendance: unknown; milestone: { words: number } | null; milestone_words: number | null }[] }>('/v1/welfare.programs').list;
    const daily = programs.find((p) => p.attendance)!;
    const grid = await screen.findByRole('grid', { name: message('welfare.calendar', locale, { month: monthName(daily.month, locale) }) }, { timeout: 15_000 });
    // The milestone's progress is a named bar.
    const milestone = programs.find((p) => p.milestone)!;
    await expect(screen.getByRole('progressbar', { name: message('welfare.wordsThisMonth', locale, { words: milestone.milestone!.words, target: milestone.milestone_words! }) })).toBeVisible();
    // Today is the calendar's one tab stop. Weeks are its columns: the left arrow moves to the same day a week before, and the tooltip says that day.
    const today = grid.querySelector<HTMLElement>(`[data-date="${daily.today}"]`)!;
    await expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const before = new Date(Date.parse(`${daily.today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const day = grid.querySelector<HTMLElement>(`[data-date="${before}"]`)!;
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(day.getAttribute('aria-label')!));
  },
};

/** Benefits lead to the welfare progress, and to the brand's own page in a new tab (not photographed). */
export const BenefitsLinks: Story = {
  args: { path: '/authorWelfare' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const locale = localeOf(globals);
    const screen = within(canvasElement);
    await showsHeading('route.benefits')!(context);
    await screen.findAllByRole('link', { name: text('benefits.follow', locale) }, { timeout: 15_000 });
    // The brand's name is the toolbar's brand: any name in its place.
    const siteName = new RegExp(`^${text('benefits.site', locale).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{brand}', '.+')}$`);
    const site = screen.getByRole('link', { name: siteName });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9-]+\.example\/writers\/benefits$/);
    await userEvent.click(screen.getAllByRole('link', { name: text('benefits.follow', locale) })[0]);
    await expect(await screen.findByRole('heading', { level: 1, name: text('route.welfare', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
