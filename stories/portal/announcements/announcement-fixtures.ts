import { HttpResponse, http, type HttpHandler } from 'msw';
import type { AnnouncementSaveBody, AnnouncementWire } from '../../../src/domain/api/announcements';
import { success } from '../handlers';
import { langOf, serverText } from '../support/server-text';

export const LIST_PATH = /\/v1\/announcement\.list$/;
export const SAVE_PATH = /\/v1\/announcement\.save$/;
export const WITHDRAW_PATH = /\/v1\/announcement\.withdraw$/;

const at = (iso: string) => new Date(iso).toISOString();
const announcement = (id: number, extra: Partial<AnnouncementWire>): AnnouncementWire => ({
  announcement_id: id,
  original_book_id: 3,
  kind: 'other',
  lang: 'en',
  body: '',
  starts_on: null,
  ends_on: null,
  status: 'live',
  created_at: at('2026-11-20T10:00:00Z'),
  updated_at: at('2026-11-20T10:00:00Z'),
  withdrawn_reason: null,
  ...extra,
});

/**
 * The demo author's announcements, newest first: a live hiatus over the holidays, a milestone for
 * all their novels, a thank-you staff took down (with their reason) and a schedule change the
 * author withdrew themselves.
 */
export const ANNOUNCEMENTS: AnnouncementWire[] = [
  announcement(14, {
    kind: 'hiatus',
    body: 'Taking a short break over the holidays: no new chapters from 24 December. Back on 5 January with the next arc!',
    starts_on: '2026-12-24',
    ends_on: '2027-01-04',
    created_at: at('2026-11-25T18:30:00Z'),
    updated_at: at('2026-11-25T18:30:00Z'),
  }),
  announcement(12, { original_book_id: null, kind: 'milestone', body: 'Quiet Magic For Beginners passed 10,000 readers this week. Thank you all!', created_at: at('2026-11-18T09:00:00Z') }),
  announcement(9, {
    kind: 'thanks',
    body: 'Thanks to everyone who voted! Join my fan group for early chapters: see the link on my profile.',
    status: 'withdrawn',
    withdrawn_reason: 'Announcements cannot advertise outside groups or links.',
    created_at: at('2026-11-02T12:00:00Z'),
  }),
  announcement(7, { original_book_id: 2, kind: 'schedule', lang: 'es', body: 'A partir de diciembre publico los lunes y jueves.', starts_on: '2026-12-01', status: 'withdrawn', created_at: at('2026-10-28T08:00:00Z') }),
];

/** The announcements' server for one story: the list, a save that adds or replaces, a withdrawal. */
export function announcementServer(initial: AnnouncementWire[]): HttpHandler[] {
  let list = structuredClone(initial);
  let next = 100;
  return [
    http.get(LIST_PATH, () => success({ list })),
    http.post(SAVE_PATH, async ({ request }) => {
      const body = (await request.json()) as AnnouncementSaveBody;
      const id = body.announcement_id ?? next++;
      const now = new Date().toISOString();
      // An edit keeps when it was written; a new one is written now.
      const created = list.find((a) => a.announcement_id === id)?.created_at ?? now;
      const saved = announcement(id, { ...body, original_book_id: body.original_book_id ?? null, starts_on: body.starts_on ?? null, ends_on: body.ends_on ?? null, created_at: created, updated_at: now });
      list = [saved, ...list.filter((a) => a.announcement_id !== id)];
      return success(saved);
    }),
    http.post(WITHDRAW_PATH, async ({ request }) => {
      const { announcement_id } = (await request.json()) as { announcement_id: number };
      list = list.map((a) => (a.announcement_id === announcement_id ? { ...a, status: 'withdrawn' } : a));
      return success(list.find((a) => a.announcement_id === announcement_id));
    }),
  ];
}

/** announcement.save refuses the body with the server's message for it, in the request's language. */
export const refusesBody = http.post(SAVE_PATH, ({ request }) =>
  HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { body: serverText('announcement.body', langOf(request)) } } }, { status: 400 }),
);
