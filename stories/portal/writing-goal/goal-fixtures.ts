import { HttpResponse, http, type HttpHandler } from 'msw';
import type { GoalSaveBody, WritingGoal } from '../../../src/domain/api/planner';
import { noGoal, recording, success } from '../handlers';

export const GET_PATH = /\/v1\/goal\.get$/;
export const SAVE_PATH = /\/v1\/goal\.save$/;

/** The 28 days up to the recording: most days past a thousand typed words, a few rests, an import a week ago. */
const days = (goal: number) =>
  noGoal(0, recording.recordedAt).days.map((d, i) => ({
    date: d.date,
    typed: i === 27 ? 620 : [3, 4, 10, 17].includes(i) ? 0 : goal + ((i * 137) % 600),
    added: i === 20 ? 3200 : i === 27 ? 1450 : 0,
  }));

/** A daily goal of 1,000 words, 620 typed today, 1,450 pasted in whole today, a four-day streak. */
export const DAILY = (bookId: number): WritingGoal => ({
  ...noGoal(bookId, recording.recordedAt),
  period: 'day',
  words: 1000,
  time_zone: 'UTC',
  current: { start: recording.recordedAt.slice(0, 10), typed: 620, added: 1450 },
  streak: { current: 4, longest: 9 },
  days: days(1000),
});

/** A weekly goal of 5,000 words, already passed this week, nothing added. */
export const WEEKLY = (bookId: number): WritingGoal => ({
  ...DAILY(bookId),
  period: 'week',
  words: 5000,
  current: { start: '2026-11-23', typed: 5240, added: 0 },
  streak: { current: 2, longest: 6 },
  days: days(700).map((d) => ({ ...d, added: 0 })),
});

/** goal.get answers each novel's goal from `goals` (a novel not in it has none); goal.save keeps what it is sent. */
export function goalServer(goals: Record<number, WritingGoal>, onSave?: (body: GoalSaveBody) => Response | undefined): HttpHandler[] {
  const state = new Map(Object.entries(goals).map(([id, goal]) => [Number(id), goal]));
  return [
    http.get(GET_PATH, ({ request }) => {
      const bookId = Number(new URL(request.url).searchParams.get('original_book_id'));
      return success(state.get(bookId) ?? noGoal(bookId, recording.recordedAt));
    }),
    http.post(SAVE_PATH, async ({ request }) => {
      const body = (await request.json()) as GoalSaveBody;
      const refused = onSave?.(body);
      if (refused) return refused as HttpResponse<never>;
      const before = state.get(body.original_book_id) ?? DAILY(body.original_book_id);
      const saved = { ...before, period: body.period, words: body.words, time_zone: body.time_zone };
      state.set(body.original_book_id, saved);
      return success(saved);
    }),
  ];
}
