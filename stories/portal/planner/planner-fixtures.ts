import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Plan, PlanQueueBody, PlanSaveBody } from '../../../src/domain/api/planner';
import { bufferMeter, planReleases, type Cadence } from '../../../src/domain/release-plan';
import { failure, success } from '../handlers';
import { langOf, serverText } from '../support/server-text';

/** A chapter the planner story knows: queued (maybe pinned, silent or flagged) or a draft. */
export interface StoryChapter {
  id: number;
  code: number;
  title: string;
  words: number;
  pinnedAt?: string | null;
  silent?: boolean;
  /** a server message id: why it cannot go out */
  problem?: string;
}

/** What the story's server holds for the novel; each answer is planned from it, as the real one does. */
export interface StoryPlan {
  timeZone: string;
  slots: Plan['slots'];
  pause: Plan['pause'];
  hiatuses: Plan['hiatuses'];
  version: number;
  queue: StoryChapter[];
  drafts: StoryChapter[];
}

export const BOOK_ID = 3;
export const GET_PATH = /\/v1\/planner\.get$/;
export const QUEUE_PATH = /\/v1\/planner\.queue$/;
export const SAVE_PATH = /\/v1\/planner\.save$/;

const titles = ['The Lamplighter’s Debt', 'Salt on the Windowsill', 'A Map Without North', 'Letters to the Ferryman', 'The Quiet Harbour', 'Ash and Almanac', 'Night Market', 'The Second Bell'];
export const chapter = (n: number, extra: Partial<StoryChapter> = {}): StoryChapter => ({ id: 300 + n, code: 40 + n, title: titles[n - 1] ?? `Chapter ${n}`, words: 1800 + n * 70, ...extra });

/** The plan as planner.get answers it, its dates re-flowed from the clock's now. */
export function planOf(state: StoryPlan, lang = 'en'): Plan {
  const now = new Date();
  const cadence: Cadence = { timeZone: state.timeZone, slots: state.slots, pauses: [...(state.pause ? [state.pause] : []), ...state.hiatuses] };
  const planned = planReleases(cadence, state.queue.map((c) => ({ id: c.id, pinnedAt: c.pinnedAt ? new Date(c.pinnedAt) : null })), now);
  const goingOut = planned.filter((_, i) => !state.queue[i].problem);
  const meter = bufferMeter(cadence, goingOut, now);
  return {
    original_book_id: BOOK_ID,
    time_zone: state.timeZone,
    slots: state.slots,
    pause: state.pause,
    hiatuses: state.hiatuses,
    version: state.version,
    queue: state.queue.map((c, i) => ({
      original_chapter_id: c.id,
      chapter_code: c.code,
      title: c.title,
      words: c.words,
      status: planned[i].at ? 'scheduled' : 'draft',
      release_at: planned[i].at?.toISOString() ?? null,
      pinned: planned[i].pinned,
      silent: c.silent ?? false,
      problem: c.problem ? serverText(c.problem, lang) : planned[i].at ? null : serverText('planner.noSlot', lang),
    })),
    drafts: state.drafts.map((c) => ({ original_chapter_id: c.id, chapter_code: c.code, title: c.title, words: c.words })),
    buffer: { chapters: meter.chapters, days: meter.days, until: meter.until, last_at: meter.lastAt?.toISOString() ?? null, low: meter.low },
  };
}

/**
 * The planner's server for one story: planner.get answers the plan, planner.queue takes the whole
 * queue (a stale version answers 4009), planner.save the cadence. `onQueue` can answer instead
 * (a conflict, a lost connection).
 */
export function plannerServer(initial: StoryPlan, onQueue?: (state: StoryPlan, request: Request) => HttpResponse<never> | Response | undefined): HttpHandler[] {
  const state: StoryPlan = structuredClone(initial);
  return [
    http.get(GET_PATH, ({ request }) => success(planOf(state, langOf(request)))),
    http.post(QUEUE_PATH, async ({ request }) => {
      const own = onQueue?.(state, request);
      if (own) return own;
      const body = (await request.json()) as PlanQueueBody;
      if (body.version !== state.version) return failure(4009, serverText('planner.changed', langOf(request)));
      const known = new Map([...state.queue, ...state.drafts].map((c) => [c.id, c]));
      state.queue = body.chapters.map((c) => ({ ...known.get(c.original_chapter_id)!, pinnedAt: c.pinned_at ?? null, silent: c.silent ?? false }));
      const queued = new Set(state.queue.map((c) => c.id));
      state.drafts = [...known.values()].filter((c) => !queued.has(c.id)).map(({ id, code, title, words }) => ({ id, code, title, words })).sort((a, b) => a.code - b.code);
      state.version += 1;
      return success(planOf(state, langOf(request)));
    }),
    http.post(SAVE_PATH, async ({ request }) => {
      const body = (await request.json()) as PlanSaveBody;
      Object.assign(state, { timeZone: body.time_zone, slots: body.slots, pause: body.pause });
      return success(planOf(state, langOf(request)));
    }),
  ];
}

/** Monday, Wednesday and Friday at 20:00 and Saturday at 10:00, in Berlin. */
export const CADENCE: Pick<StoryPlan, 'timeZone' | 'slots' | 'pause'> = {
  timeZone: 'Europe/Berlin',
  slots: [
    { weekday: 1, time: '20:00' },
    { weekday: 3, time: '20:00' },
    { weekday: 5, time: '20:00' },
    { weekday: 6, time: '10:00' },
  ],
  pause: null,
};

/** A novel with a cadence, five queued chapters (one silent), a hiatus announced and three drafts. */
export const FULL: StoryPlan = {
  ...CADENCE,
  hiatuses: [{ from: '2026-12-24', to: '2026-12-27' }],
  version: 4,
  queue: [chapter(1), chapter(2), chapter(3, { silent: true }), chapter(4), chapter(5)],
  drafts: [chapter(6), chapter(7), chapter(8)],
};

/** A lost connection: the request never gets an answer. */
export const offline = () => HttpResponse.error();
