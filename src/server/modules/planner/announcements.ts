import type { Db } from '../../db/client';
import type { AuthorAnnouncement as Announcement } from '../../db/schema';
import type { AnnouncementFeed, AnnouncementSaveBody, AnnouncementWire } from '../../../domain/api/announcements';
import type { AnnouncementFeedKind, AnnouncementKind, AnnouncementStatus } from '../../../domain/announcement';
import type { Locale } from '../../../domain/locales';
import { isPlanDay, zonedDay, type PauseRange } from '../../../domain/release-plan';
import { ValidationError, notFound } from '../../lib/errors';
import { requireNovel } from '../chapter';
import { announcementsRepository } from './announcements-repository';

/** A hiatus without an end lasts until the author withdraws it. */
const OPEN_END = '9999-12-31';

export const announcementWire = (a: Announcement): AnnouncementWire => ({
  announcement_id: a.id,
  original_book_id: a.novelId,
  kind: a.kind as AnnouncementKind,
  lang: a.lang as Locale,
  body: a.body,
  starts_on: a.startsOn,
  ends_on: a.endsOn,
  status: a.status as AnnouncementStatus,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
  withdrawn_reason: a.withdrawnReason,
});

/** The days a novel's live hiatuses keep its queue from going out, in the cadence's zone. */
export async function hiatusPauses(db: Db, authorId: number, novelId: number, timeZone: string): Promise<PauseRange[]> {
  const rows = await announcementsRepository(db).hiatuses(authorId, novelId);
  return rows.map((r) => ({ from: r.startsOn ?? zonedDay(r.createdAt, timeZone), to: r.endsOn ?? OPEN_END }));
}

/**
 * Announcements of the signed-in author: written for one novel or all of them, edited while live,
 * withdrawn. Each change is an event of announcement.feed in the same transaction; a hiatus's
 * change re-flows the queues it pauses (`reflow`).
 */
export function announcementService(db: Db, now: () => Date, reflow: (authorId: number, novelId: number | null) => Promise<void>) {
  const repo = announcementsRepository(db);

  async function save(authorId: number, body: AnnouncementSaveBody): Promise<AnnouncementWire> {
    const novelId = body.original_book_id ?? null;
    if (novelId !== null) await requireNovel(db, authorId, novelId);
    const fields: ConstructorParameters<typeof ValidationError>[0] = {};
    if (!body.body.trim()) fields.body = { id: 'announcement.body' };
    if (body.starts_on && !isPlanDay(body.starts_on)) fields.starts_on = { id: 'validation.invalid' };
    if (body.ends_on && (!isPlanDay(body.ends_on) || (body.starts_on && body.ends_on < body.starts_on))) fields.ends_on = { id: 'announcement.endsBeforeStart' };
    if (Object.keys(fields).length) throw new ValidationError(fields);
    const values = { novelId, kind: body.kind, lang: body.lang, body: body.body.trim(), startsOn: body.starts_on ?? null, endsOn: body.ends_on ?? null };
    const at = now();
    const before = body.announcement_id ? await repo.one(body.announcement_id) : undefined;
    if (body.announcement_id && before?.authorId !== authorId) throw notFound('announcement.notFound');
    const saved = await db.transaction(async (tx) => {
      const r = announcementsRepository(tx);
      const row = body.announcement_id ? await r.edit(authorId, body.announcement_id, values, at) : await r.add(authorId, values, at);
      if (!row) throw notFound('announcement.notFound');
      await r.append(body.announcement_id ? 'announcement_edited' : 'announcement_published', row.id);
      return row;
    });
    if (saved.kind === 'hiatus' || before?.kind === 'hiatus') {
      await reflow(authorId, saved.novelId);
      if (before && before.novelId !== saved.novelId) await reflow(authorId, before.novelId);
    }
    return announcementWire(saved);
  }

  async function withdraw(authorId: number, id: number): Promise<AnnouncementWire> {
    const found = await repo.one(id);
    if (found?.authorId !== authorId) throw notFound('announcement.notFound');
    const row = await db.transaction(async (tx) => {
      const r = announcementsRepository(tx);
      const withdrawn = await r.withdraw(id, null, now());
      if (withdrawn) await r.append('announcement_withdrawn', id);
      return withdrawn;
    });
    if (found.kind === 'hiatus' && row) await reflow(authorId, found.novelId);
    return announcementWire(row ?? found);
  }

  return {
    list: async (authorId: number) => ({ list: (await repo.mine(authorId)).map(announcementWire) }),
    save,
    withdraw,
  };
}

/** announcement.feed: what the key's sites' authors announced after `cursor`, oldest first, `limit` at a time. */
export async function readAnnouncementFeed(db: Db, cursor: number, limit: number, sites: readonly number[]): Promise<AnnouncementFeed> {
  const rows = await announcementsRepository(db).feedAfter(cursor, limit + 1, sites);
  const page = rows.slice(0, limit);
  return {
    events: page.map((r) => ({ seq: r.seq, kind: r.kind as AnnouncementFeedKind, at: r.at.toISOString(), announcement: { ...withoutReason(announcementWire(r.announcement)), author_name: r.authorName ?? '' } })),
    cursor: page.at(-1)?.seq ?? cursor,
    more: rows.length > limit,
  };
}

const withoutReason = ({ withdrawn_reason: _reason, ...rest }: AnnouncementWire) => rest;
