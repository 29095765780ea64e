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
export const screenHandlers = (...own: HttpHandler[]): HttpHandler[] => [...own, ...quiet, authorInfoHandler(recording), ...recordedHandlers(recording)];

/**
 * What would make a screenshot move: no live notification stream (204 tells EventSource not to
 * come back), and no popup over the screen unless the story asks for one.
 */
const quiet: HttpHandler[] = [
  http.get(/\/v1\/notification\.stream$/, () => new HttpResponse(null, { status: 204 })),
  http.get(/\/v1\/author\.popupList$/, () => success({ list: [] })),
];

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
