import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, contests, novels, users, type LocalizedText, type Staff } from '../db/schema';
import { ApiCode } from '../../domain/errors';
import { LOCALES } from '../../domain/locales';
import { TEXT_MAX_CHARS } from '../../domain/limits';
import { isSectionId } from '../../domain/novel';
import { AppError, ValidationError, forbidden, notFound } from '../lib/errors';
import { notifyUser } from './notify';
import { novelNo } from '../modules/novel/service';

const WAITING = ['pending', 'under_review'];

export interface ContestInput {
  names: LocalizedText;
  descriptions?: LocalizedText;
  starts_at: string;
  ends_at: string;
  section_id?: number | null;
}

export interface NovelStatsRow {
  original_book_id: number;
  total_income_minor?: number;
  currency?: string;
  total_pv?: number;
  followers?: number;
}

/** Only the interface languages, each at most the generic text limit. */
function localizedText(value: unknown, field: string): LocalizedText {
  if (!value || typeof value !== 'object') return {};
  const out: LocalizedText = {};
  for (const [locale, text] of Object.entries(value as Record<string, unknown>)) {
    if (!(LOCALES as readonly string[]).includes(locale) || typeof text !== 'string') throw new ValidationError({ [field]: { id: 'validation.invalid' } });
    if (text.length > TEXT_MAX_CHARS) throw new ValidationError({ [field]: { id: 'validation.text.max', values: { max: TEXT_MAX_CHARS } } });
    if (text.trim()) out[locale] = text.trim();
  }
  return out;
}

/** Novel review, contests and novel figures: what staff do for the novel screens. */
export function novelOffice(db: Db) {
  const notify = (userId: number, titleId: string, bodyId: string, values?: Record<string, string | number>) => notifyUser(db, userId, titleId, bodyId, values);

  /** A novel waiting for review that this member may review (their authors', or any for admins). */
  async function waitingNovel(member: Staff, id: number) {
    const [row] = await db
      .select({ novel: novels, editorId: authors.editorId })
      .from(novels)
      .innerJoin(authors, eq(authors.userId, novels.authorId))
      .where(and(eq(novels.id, id), isNull(novels.deletedAt)))
      .limit(1);
    if (!row) throw notFound();
    if (member.role !== 'admin' && row.editorId !== member.id) throw forbidden();
    if (!WAITING.includes(row.novel.reviewStatus)) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    return row.novel;
  }

  return {
    /** Novels by review state (waiting ones by default), oldest first. */
    async novels(member: Staff, status: string[] = WAITING) {
      const rows = await db
        .select({ novel: novels, penName: authors.penName, email: users.email })
        .from(novels)
        .innerJoin(authors, eq(authors.userId, novels.authorId))
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(and(inArray(novels.reviewStatus, status), isNull(novels.deletedAt), member.role === 'admin' ? undefined : eq(authors.editorId, member.id)))
        .orderBy(asc(novels.updatedAt));
      return rows.map(({ novel, penName, email }) => ({
        original_book_id: novel.id,
        novel_no: novelNo(novel.id),
        title: novel.title,
        pen_name: penName,
        account_email: email,
        status: novel.status,
        review_status: novel.reviewStatus,
        updated_at: novel.updatedAt.toISOString(),
      }));
    },

    async approveNovel(member: Staff, id: number) {
      const novel = await waitingNovel(member, id);
      await db.update(novels).set({ reviewStatus: 'passed', rejectReason: null, reviewedAt: new Date(), reviewedBy: member.id }).where(eq(novels.id, id));
      await notify(novel.authorId, 'notice.novel.approved.title', 'notice.novel.approved.body', { title: novel.title });
      return { original_book_id: id, review_status: 'passed' };
    },

    async rejectNovel(member: Staff, id: number, reason: string) {
      if (!reason?.trim()) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
      if (reason.length > TEXT_MAX_CHARS) throw new ValidationError({ reason: { id: 'validation.text.max', values: { max: TEXT_MAX_CHARS } } });
      const novel = await waitingNovel(member, id);
      await db.update(novels).set({ reviewStatus: 'rejected', rejectReason: reason.trim(), reviewedAt: new Date(), reviewedBy: member.id }).where(eq(novels.id, id));
      await notify(novel.authorId, 'notice.novel.rejected.title', 'notice.novel.rejected.body', { title: novel.title, reason: reason.trim() });
      return { original_book_id: id, review_status: 'rejected' };
    },

    async contests() {
      const rows = await db.select().from(contests).orderBy(asc(contests.endsAt));
      return rows.map((c) => ({ id: c.id, name: c.names.en ?? Object.values(c.names)[0], section_id: c.sectionId, starts_at: c.startsAt.toISOString(), ends_at: c.endsAt.toISOString() }));
    },

    async createContest(input: ContestInput) {
      const names = localizedText(input.names, 'names');
      if (!names.en) throw new ValidationError({ names: { id: 'admin.contest.name' } });
      const startsAt = new Date(input.starts_at);
      const endsAt = new Date(input.ends_at);
      if (Number.isNaN(startsAt.getTime())) throw new ValidationError({ starts_at: { id: 'validation.invalid' } });
      if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt) throw new ValidationError({ ends_at: { id: 'admin.contest.dates' } });
      const sectionId = input.section_id ?? null;
      if (sectionId !== null && !isSectionId(sectionId)) throw new ValidationError({ section_id: { id: 'validation.section.required' } });
      const [row] = await db
        .insert(contests)
        .values({ names, descriptions: localizedText(input.descriptions, 'descriptions'), sectionId, startsAt, endsAt })
        .returning({ id: contests.id });
      return { id: row.id };
    },

    /** Novel figures from the platform's statistics, by novel id. */
    async importNovelStats(rows: NovelStatsRow[]) {
      let imported = 0;
      const unknown: number[] = [];
      for (const row of rows) {
        const figures: Partial<typeof novels.$inferInsert> = {};
        if (row.total_income_minor !== undefined) figures.totalIncomeMinor = Math.max(0, Math.round(row.total_income_minor));
        if (row.currency !== undefined) figures.currency = String(row.currency).slice(0, 3).toUpperCase();
        if (row.total_pv !== undefined) figures.totalPv = Math.max(0, Math.round(row.total_pv));
        if (row.followers !== undefined) figures.followers = Math.max(0, Math.round(row.followers));
        const [done] = Object.keys(figures).length
          ? await db.update(novels).set(figures).where(eq(novels.id, Number(row.original_book_id))).returning({ id: novels.id })
          : [];
        if (done) imported++;
        else unknown.push(Number(row.original_book_id));
      }
      return { imported, unknown };
    },
  };
}
