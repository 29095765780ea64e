import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { ChapterFigures, ChapterStats, StatsOverview } from '../../../src/domain/api/stats';
import type { ChapterPage } from '../../../src/domain/api/chapters';
import { perMille, STOP_CHAPTERS } from '../../../src/domain/stats';
import { answer, failure, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

/** One novel's chapters: the demo's third novel, whose twelve chapters are all out. */
const NOVEL = 3;

export default { title: 'Screens/Chapter data', ...screenMeta(`/dataCenter2?novel=${NOVEL}`) };
type Story = StoryObj<ScreenArgs>;

const CHAPTERS = /stats\.chapters$/;
const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');

const overview = recordedData<StatsOverview>('/v1/stats.overview', { range: '30', tz: 'UTC' });
const chapterList = recordedData<ChapterPage>('/v1/writeCenter.chapterList', { original_book_id: String(NOVEL), page_size: '100', after_code: '0' }).list;

/** Thirty days of reading per chapter: fewer readers start each chapter, most finish it, and some chapters lose more than others. */
const sums = chapterList.map((c, i) => {
  const started = Math.round(2400 * 0.93 ** i * (i === 4 || i === 8 ? 0.8 : 1));
  return { started, finished: Math.round(started * (0.9 - (i % 3) * 0.04)), unlocks: 0, comments: 40 - i * 3 };
});

/** stats.chapters as the server works it out from those sums: the share going on, the drop-off, and the chapters where most stop. */
function chapterStats(): ChapterStats {
  const rows: ChapterFigures[] = chapterList.map((c, i) => {
    const next = i + 1 < sums.length ? sums[i + 1].started : null;
    return {
      chapter_id: c.original_chapter_id,
      code: c.chapter_code,
      title: c.title,
      first_paid: c.first_paid,
      reads_started: sums[i].started,
      reads_finished: sums[i].finished,
      unlocks: sums[i].unlocks,
      comments: sums[i].comments,
      went_on_pm: next === null ? null : perMille(next, sums[i].finished),
      drop_off: next === null ? 0 : Math.max(0, sums[i].started - next),
      stop: false,
    };
  });
  const enough = Math.max(10, Math.max(0, ...rows.map((r) => r.reads_finished)) / 20);
  const stops = rows
    .filter((r) => r.went_on_pm !== null && r.went_on_pm < 1000 && r.reads_finished >= enough)
    .sort((a, b) => a.went_on_pm! - b.went_on_pm! || b.drop_off - a.drop_off)
    .slice(0, STOP_CHAPTERS);
  for (const r of stops) r.stop = true;
  return {
    range: overview.range,
    novel: overview.novels.find((n) => n.id === NOVEL)!,
    chapters: rows,
    funnel: {
      started_first: rows[0].reads_started,
      finished_first: rows[0].reads_finished,
      started_last: rows[rows.length - 1].reads_started,
      finished_last: rows[rows.length - 1].reads_finished,
    },
    // None of its chapters is paid.
    paid: null,
    novels: overview.novels,
  };
}
const figures = chapterStats();

/** A novel's chapters over thirty days: the funnel, the reads chart and the table, the chapters where readers stop marked. */
export const Chapters: Story = {
  ...answering(answer('/v1/stats.chapters', figures)),
  play: async (context) => {
    await showsHeading('route.data')!(context);
    const locale = localeOf(context.globals);
    await expect(await within(context.canvasElement).findByRole('heading', { level: 2, name: text('data.funnel.title', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
export const Loading: Story = {
  ...loadingOn(CHAPTERS),
  play: async (context) => {
    await showsHeading('route.data')!(context);
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', localeOf(context.globals)), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** The figures could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  ...failingOn(CHAPTERS),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 2, name: text('data.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};
/** A novel with no released chapter yet. */
export const NoChapters: Story = {
  ...answering(
    answer('/v1/stats.chapters', {
      ...figures,
      chapters: [],
      funnel: { started_first: 0, finished_first: 0, started_last: 0, finished_last: 0 },
      paid: null,
    } satisfies ChapterStats),
  ),
  play: showsHeading('data.chapters.none', 2),
};
/** An author with no novel: the server finds none to show (4004), and the page says so. */
export const NoNovels: Story = {
  args: { path: '/dataCenter2' },
  ...answering(http.get(CHAPTERS, ({ request }) => failure(4004, serverText('novel.notFound', langOf(request))))),
  play: showsHeading('data.noNovels', 2),
};
