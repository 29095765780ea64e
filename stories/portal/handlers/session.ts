import { http, HttpResponse } from 'msw';
import type { Recording } from './recording';
import { findRecorded } from './recording';

/** The toolbar's site: `author.info` answers it as the author's site, so the screen wears that brand. */
export const storySite: { current: number | undefined } = { current: undefined };

/** `author.info` as recorded, but from the toolbar's site. */
export const authorInfoHandler = (recording: Recording) =>
  http.get(/\/v1\/author\.info$/, ({ request }) => {
    const call = findRecorded(recording, 'GET', new URL(request.url));
    if (!call) return undefined;
    const body = call.body as { code: number; desc: string; data: Record<string, unknown> };
    return HttpResponse.json({ ...body, data: { ...body.data, from_site: storySite.current ?? null } });
  });
