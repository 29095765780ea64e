import type { StoryObj } from '@storybook/react-vite';
import { IntlMessageFormat } from 'intl-messageformat';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, screenHandlers } from '../handlers';
import { fails, never, screenMeta, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';
import { CADENCE, FULL, GET_PATH, SAVE_PATH, chapter, offline, plannerServer, type StoryPlan } from './planner-fixtures';

const PLANNER_PATH = '/mywork/planner/3';
const withPlan = (plan: StoryPlan, onQueue?: Parameters<typeof plannerServer>[1]) => ({ parameters: { msw: { handlers: screenHandlers(...plannerServer(plan, onQueue)) } } });

export default { title: 'Screens/Release Planner', ...screenMeta(PLANNER_PATH, withPlan(FULL)) };
type Story = StoryObj<ScreenArgs>;

const format = (id: string, locale: string, values: Record<string, string | number>) => String(new IntlMessageFormat(text(id, locale), locale).format(values));
const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? 'en');

/** The queue's chapters in order, once the queue has shown. */
async function queueItems(canvasElement: HTMLElement, locale: string) {
  const list = await within(canvasElement).findByRole('list', { name: text('planner.queue.title', locale) }, { timeout: 15_000 });
  return { list, items: () => within(list).getAllByRole('listitem') };
}
const releaseOf = (item: HTMLElement) => item.querySelector('[data-release-at]')?.getAttribute('data-release-at');
const nameOf = (locale: string, n: number) => format('planner.queue.chapterName', locale, { code: chapter(n).code, title: chapter(n).title });

/** A cadence, five queued chapters with their dates, a hiatus and three drafts; the first chapter is moved down with the keyboard and the dates follow. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: text('route.releasePlanner', locale) }, { timeout: 15_000 })).toBeVisible();
    const { items } = await queueItems(canvasElement, locale);
    const firstDate = releaseOf(items()[0]);
    const secondDate = releaseOf(items()[1]);
    await expect(firstDate).toBeTruthy();
    const handle = within(items()[0]).getByRole('button', { name: format('planner.queue.handle', locale, { title: nameOf(locale, 1) }) });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    const live = canvasElement.ownerDocument.querySelector('[id^="DndLiveRegion"]')!;
    await waitFor(() => expect(live).toHaveTextContent(format('planner.queue.dragOver', locale, { title: chapter(1).title, position: 2, count: 5 })));
    await userEvent.keyboard(' ');
    // The second chapter now goes out first, on the first date; the first takes the second's.
    await waitFor(() => expect(items()[0]).toHaveAccessibleName(nameOf(locale, 2)), { timeout: 10_000 });
    await waitFor(() => expect(releaseOf(items()[0])).toBe(firstDate), { timeout: 10_000 });
    await waitFor(() => expect(releaseOf(items()[1])).toBe(secondDate));
    await expect(items()[1]).toHaveAccessibleName(nameOf(locale, 1));
    // Dragging scrolls the chapter into view by as much as the frame allows: the picture starts at the top.
    const doc = canvasElement.ownerDocument;
    for (const scroller of [doc.scrollingElement, ...doc.querySelectorAll('main')]) scroller?.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** No cadence, nothing queued and no drafts: each part says what to do first. */
export const Empty: Story = {
  ...withPlan({ timeZone: 'UTC', slots: [], pause: null, hiatuses: [], version: 1, queue: [], drafts: [] }),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('planner.cadence.noSlots', locale), {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(text('planner.queue.empty', locale))).toBeVisible();
    await expect(canvas.getByText(text('planner.drafts.empty', locale))).toBeVisible();
  },
};

/** One chapter left, going out within days: the buffer meter warns. */
export const LowBuffer: Story = {
  ...withPlan({ ...FULL, queue: [chapter(1)] }),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(await within(canvasElement).findByText(text('planner.buffer.low', locale), {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** A queued chapter fails the publishing checks: it says why; one pinned and silent keeps its date. */
export const FlaggedChapter: Story = {
  ...withPlan({ ...FULL, pause: { from: '2026-12-28', to: '2027-01-03' }, queue: [chapter(1), chapter(2, { problem: 'validation.chapterContent.required' }), chapter(3, { pinnedAt: '2026-12-10T18:30:00.000Z', silent: true }), chapter(4)] }),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const { items } = await queueItems(canvasElement, locale);
    await expect(within(items()[1]).getByRole('note')).toHaveTextContent(serverText('validation.chapterContent.required', locale));
    await expect(within(items()[2]).getByRole('button', { name: text('planner.queue.unpin', locale) })).toBeVisible();
  },
};

/** Another tab changed the queue: the move is refused (4009), the queue reloads in the other tab's order and says so. */
export const Conflict: Story = {
  ...withPlan(FULL, (state, request) => {
    state.queue = [...state.queue].reverse();
    state.version += 1;
    return failure(4009, serverText('planner.changed', langOf(request)));
  }),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const { items } = await queueItems(canvasElement, locale);
    await userEvent.click(within(items()[0]).getByRole('button', { name: format('planner.queue.moveDownNamed', locale, { title: nameOf(locale, 1) }) }));
    await expect(await within(canvasElement).findByText(text('planner.queue.conflict', locale), {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(items()[0]).toHaveAccessibleName(nameOf(locale, 5)));
  },
};

/** The connection drops while a draft is queued: the author's queue stays, with a retry. */
export const Offline: Story = {
  ...withPlan(FULL, () => offline()),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const { items } = await queueItems(canvasElement, locale);
    const drafts = canvas.getByRole('list', { name: text('planner.drafts.title', locale) });
    const draft = within(drafts).getByRole('listitem', { name: nameOf(locale, 6) });
    await userEvent.click(within(draft).getByRole('button', { name: text('planner.drafts.add', locale) }));
    await expect(await canvas.findByText(text('planner.queue.offline', locale), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
    await expect(items()).toHaveLength(6);
  },
};

/** The plan has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(never(GET_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect((await within(canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};

/** The plan could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(fails(GET_PATH)) } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(await within(canvasElement).findByRole('heading', { name: text('planner.page.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};

/**
 * A novel taking a break, with its days and times in Berlin; saving them is refused for Monday's
 * time: the server's message shows next to that time, and what was typed stays.
 */
export const CadenceRefused: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.post(SAVE_PATH, ({ request }) => HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { 'slots.0.time': serverText('planner.slotTime', langOf(request)) } } }, { status: 400 })),
        ...plannerServer({ ...FULL, ...CADENCE, pause: { from: '2027-01-11', to: '2027-01-17' } }),
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: text('planner.cadence.title', locale) }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: text('planner.cadence.save', locale) }));
    const refusal = await canvas.findByText(serverText('planner.slotTime', locale), {}, { timeout: 10_000 });
    await expect(refusal).toBeVisible();
    await expect(canvas.getByLabelText(format('planner.cadence.timeLabel', locale, { n: 1, day: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 2)) }))).toHaveValue('20:00');
    heading.scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};
