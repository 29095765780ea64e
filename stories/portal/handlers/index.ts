import { http, HttpResponse, type HttpHandler } from 'msw';
import recorded from '../fixtures/recorded.json';
import { findRecorded, recordedHandlers, success, type Recording } from './recording';
import { authorInfoHandler } from './session';

export { failure, success } from './recording';

/** The demo as `scripts/record-screens.ts` recorded it from the real API. */
export const recording = recorded as Recording;

/**
 * Every handler a screen needs: the story's own first (a state: empty, failing, slow), then the
 * recording for everything else. Stories pass the whole list as `parameters.msw.handlers`.
 */
export const screenHandlers = (...own: HttpHandler[]): HttpHandler[] => [...own, ...quiet, ...unrecorded, authorInfoHandler(recording), ...recordedHandlers(recording)];

/**
 * What would make a screenshot move: no live notification stream (204 tells EventSource not to
 * come back), and no popup over the screen unless the story asks for one.
 */
const quiet: HttpHandler[] = [
  http.get(/\/v1\/notification\.stream$/, () => new HttpResponse(null, { status: 204 })),
  http.get(/\/v1\/author\.popupList$/, () => success({ list: [] })),
];

/**
 * Calls the recording predates, answered as the demo would: none of its novels has a writing goal yet, nor
 * release times (so no queue runs dry and no program is at risk); the author signs in with a password and has
 * two-factor sign-in off (a password dialog asks for no code).
 */
const unrecorded: HttpHandler[] = [
  http.get(/\/v1\/planner\.lowBuffers$/, () => success({ list: [], at_risk: [] })),
  http.get(/\/v1\/user\.totpStatus$/, () => success({ enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: true })),
  http.get(/\/v1\/goal\.get$/, ({ request }) => {
    const bookId = Number(new URL(request.url).searchParams.get('original_book_id'));
    return success(noGoal(bookId, recording.recordedAt));
  }),
];

/** A novel's goal answer when it has none: no period, nothing written in the 28 days up to `at`. */
export function noGoal(bookId: number, at: string) {
  const today = at.slice(0, 10);
  const days = Array.from({ length: 28 }, (_, i) => ({ date: new Date(Date.parse(`${today}T00:00:00Z`) - (27 - i) * 86_400_000).toISOString().slice(0, 10), typed: 0, added: 0 }));
  return { original_book_id: bookId, period: null, words: 0, time_zone: 'UTC', current: { start: today, typed: 0, added: 0 }, streak: { current: 0, longest: 0 }, days };
}

/** The `data` the demo answered on a path (and query), to build a story's variant from. */
export function recordedData<T>(path: string, query: Record<string, string> = {}): T {
  const url = new URL(`http://story${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const call = findRecorded(recording, 'GET', url);
  if (!call) throw new Error(`Nothing recorded for ${path}`);
  return structuredClone((call.body as { data: T }).data);
}

/** Answers one path (any query) with this data. */
export const answer = (path: string, data: unknown) => http.all(new RegExp(`${path.replace(/\./g, '\\.')}$`), () => success(data));
