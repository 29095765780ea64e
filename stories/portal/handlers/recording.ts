import { http, HttpResponse, type HttpHandler } from 'msw';

/** One answer of the real API, as `scripts/record-screens.ts` kept it. */
export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  /** the query without `lang` */
  query: Record<string, string>;
  status: number;
  /** the whole envelope: `{ code, desc, data }` */
  body: unknown;
}

export interface Recording {
  /** when the demo was recorded: the stories' clock stands here */
  recordedAt: string;
  calls: RecordedCall[];
}

/** The envelope of a failure, as the server answers it. */
export const failure = (code: number, desc: string, status = code >= 5000 ? 500 : 400) => HttpResponse.json({ code, desc }, { status });
/** The envelope of a success. */
export const success = (data?: unknown) => HttpResponse.json({ code: 200, desc: 'success', data });

/**
 * How well a recorded call fits a request: every recorded query value must match; among those
 * that fit, the one naming more of the request's parameters wins. `undefined` when it does not fit.
 */
function fit(call: RecordedCall, method: string, pathname: string, query: URLSearchParams): number | undefined {
  if (call.method !== method || call.path !== pathname) return undefined;
  let score = 0;
  for (const [key, value] of Object.entries(call.query)) {
    if (query.get(key) !== value) return undefined;
    score += 1;
  }
  return score;
}

/** The recorded call that answers a request best, if any. */
export function findRecorded(recording: Recording, method: string, url: URL): RecordedCall | undefined {
  let best: { call: RecordedCall; score: number } | undefined;
  for (const call of recording.calls) {
    const score = fit(call, method, url.pathname, url.searchParams);
    if (score !== undefined && (!best || score > best.score)) best = { call, score };
  }
  return best?.call;
}

/**
 * Serves the recording for every `/v1/` call. A call nothing answers gets a 5000 envelope and a
 * console error naming it, so a screen that gained a call says so in its story instead of hanging.
 * POSTs that were not recorded succeed with no data (a story's writes change nothing).
 */
export function recordedHandlers(recording: Recording): HttpHandler[] {
  return [
    http.all(/\/v1\//, ({ request }) => {
      const url = new URL(request.url);
      const call = findRecorded(recording, request.method, url);
      if (call) return HttpResponse.json(call.body as Record<string, unknown>, { status: call.status });
      if (request.method === 'POST') return success();
      console.error(`No recorded answer for ${request.method} ${url.pathname}${url.search}`);
      return failure(5000, 'Not recorded');
    }),
  ];
}
