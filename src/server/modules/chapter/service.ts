import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapterVersions, chapters, novels, users, type Chapter, type Novel } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { policyForSite } from '../../../domain/limits';
import { isLiveChapter, scheduleProblem, type ChapterStatus, type SaveAction, type UpdatedContentStatus } from '../../../domain/chapter';
import { countWords } from '../../../domain/words';
import { chapterDraftSchema, chapterNotesSchema, chapterSchema } from '../../../domain/schemas/chapter';
import { RELEASED_VERSION, type ChapterComparison, type ChapterConflict, type ChapterDetail, type ChapterSaved, type ChapterVersionEntry, type FirstPaidPreview } from '../../../domain/api/chapters';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { allChecked, validate } from '../../lib/validate';
import { firstPaidCode, logWriting, ownedChapter, recordVersion, recountNovel, saveInOneStatement } from './chapter-store';
import { planSave, workingText, type ChapterText } from './transitions';
import { chapterChanges, versionContentColumns } from './chapter-content';
import { chapterDocFromText, chapterDocToText, deriveChapterContent, emptyChapterDoc, normalizeChapterDoc, type ChapterDoc } from '../../../domain/chapter-doc';
import { forbiddenInChapterDoc } from '../../../domain/chapter';
import { diffChapterDocs, diffStats } from '../../../domain/diff';

/** A save's content: a document, or (older clients) text, and the notes (absent: unchanged). */
export interface SaveBody {
  title?: string;
  content?: string;
  content_doc?: unknown;
  note_before?: string | null;
  note_after?: string | null;
}
import { recordRelease } from '../release-feed';

export interface SaveRequest {
  action: SaveAction;
  release_at?: string;
  body: SaveBody;
}

/** The document a save sends: `content_doc` reduced to the chapter schema, else the text's paragraphs. */
const docOf = (body: SaveBody): ChapterDoc =>
  body.content_doc !== undefined && body.content_doc !== null ? normalizeChapterDoc(body.content_doc) : chapterDocFromText(typeof body.content === 'string' ? body.content : '');

/** Where the characters the content rules refuse are, for the editor to highlight. */
const contentPositions = (fields: ValidationError['fields'], doc: ChapterDoc, sectionId: number) => {
  if (!fields.content) return undefined;
  const found = forbiddenInChapterDoc(doc, sectionId);
  return found.length ? { positions: { content: found } } : undefined;
};

const deleted = () => new AppError(ApiCode.Forbidden, 'chapter.deleted');

function saved(row: Chapter): ChapterSaved {
  return {
    original_chapter_id: row.id,
    chapter_code: row.code,
    version: row.version,
    status: row.status as ChapterStatus,
    updated_content_status: row.updatedContentStatus as UpdatedContentStatus | null,
    release_at: row.releaseAt?.toISOString() ?? null,
    words: row.words,
    saved_at: row.updatedAt.toISOString(),
  };
}

const conflict = (row: Chapter): AppError => {
  const text = workingText(row);
  const data: ChapterConflict = { version: row.version, title: text.title, content: chapterDocToText(text.doc), content_doc: text.doc, saved_at: row.updatedAt.toISOString() };
  return new AppError(ApiCode.Conflict, 'chapter.stale', undefined, data);
};

/** Chapters of the signed-in author: write, save, schedule, publish, delete, versions and the first paid chapter. */
export function chapterService(db: Db, authorId: number) {
  async function policy() {
    const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, authorId));
    return policyForSite(user?.fromSite);
  }

  async function requireChapter(id: number) {
    const row = await ownedChapter(db, authorId, id);
    if (!row) throw notFound('chapter.notFound');
    return row;
  }

  async function requireNovel(id: number): Promise<Novel> {
    const [novel] = await db
      .select()
      .from(novels)
      .where(and(eq(novels.id, id), eq(novels.authorId, authorId), sql`${novels.deletedAt} is null`));
    if (!novel) throw notFound('novel.notFound');
    return novel;
  }

  /** The text of a save: size limits always; the full rules before it goes out or is scheduled. */
  /**
   * The content of a save: the document, and the rules applied to its derived text, so a document and
   * the same text sent as text meet the same limits and messages. Size limits always; the full rules
   * before it goes out or is scheduled.
   */
  async function checkedText(request: SaveRequest, full: boolean, sectionId: number, now: Date): Promise<{ text: ChapterText; releaseAt?: Date }> {
    const derived = deriveChapterContent(docOf(request.body));
    // Text is checked as sent, so its messages name its own lines; a document is checked one line per
    // paragraph, so "line 3" is its third paragraph. Either has the words and characters it stores.
    const sentDoc = request.body.content_doc !== undefined && request.body.content_doc !== null;
    const content = sentDoc ? derived.text.replace(/\n\n/g, '\n') : (request.body.content ?? '');
    const input = { title: request.body.title, content };
    if (!full) return { text: { title: (await validate(chapterDraftSchema, input)).title, doc: derived.doc } };
    try {
      const { title } = await validate(chapterSchema(await policy(), sectionId), input);
      const problem = request.action === 'schedule' ? scheduleProblem(request.release_at, now) : undefined;
      if (problem) throw new ValidationError({ release_at: problem });
      return { text: { title, doc: derived.doc }, releaseAt: request.action === 'schedule' ? new Date(request.release_at!) : undefined };
    } catch (err) {
      // One summary for a chapter that cannot go out, whichever field failed: "please check the chapter title and content".
      if (err instanceof ValidationError) throw new ValidationError(err.fields, ApiCode.ValidationFailed, 'chapter.checkContent', contentPositions(err.fields, derived.doc, sectionId));
      throw err;
    }
  }

  /**
   * The notes a save sets: only those it sends (null: back to the novel's default). Size always; the
   * chapter text's character rules once they reach readers: a live chapter's notes go out as they are
   * saved, and a save checked for release goes out with the notes it keeps (`stored`, unless it sends others).
   */
  async function checkedNotes(body: SaveBody, toReaders: { sectionId: number; stored?: Pick<Chapter, 'noteBefore' | 'noteAfter'> } | undefined): Promise<{ noteBefore?: string | null; noteAfter?: string | null }> {
    const input = {
      note_before: body.note_before !== undefined ? body.note_before : toReaders?.stored?.noteBefore,
      note_after: body.note_after !== undefined ? body.note_after : toReaders?.stored?.noteAfter,
    };
    const notes = await validate(chapterNotesSchema(toReaders), input);
    return {
      ...(body.note_before !== undefined ? { noteBefore: notes.note_before } : {}),
      ...(body.note_after !== undefined ? { noteAfter: notes.note_after } : {}),
    };
  }

  /** The history entry, the writing log and the novel's figures, in the save's transaction. */
  async function afterSave(tx: Tx, row: Chapter, sectionId: number, before: number, kind: ChapterVersionEntry['kind'], released: boolean, now: Date) {
    const text = workingText(row);
    const words = countWords(chapterDocToText(text.doc), sectionId);
    await recordVersion(tx, row, { ...text, words }, kind, now);
    await logWriting(tx, { authorId, chapterId: row.id, at: now, words: words - before, released });
    await recountNovel(tx, row.novelId, now);
  }

  return {
    async info(id: number): Promise<ChapterDetail> {
      const { chapter: c, novel } = await requireChapter(id);
      const text = workingText(c);
      const paidFrom = await firstPaidCode(db, novel.id);
      const hasDraft = c.draftContent !== null || c.draftTitle !== null;
      return {
        original_chapter_id: c.id,
        original_book_id: novel.id,
        book_title: novel.title,
        section_id: novel.sectionId,
        chapter_code: c.code,
        title: text.title,
        content: chapterDocToText(text.doc),
        content_doc: text.doc,
        note_before: c.noteBefore,
        note_after: c.noteAfter,
        default_note_before: novel.defaultNoteBefore,
        default_note_after: novel.defaultNoteAfter,
        live_title: hasDraft ? c.title : null,
        live_content: hasDraft ? c.content : null,
        live_content_doc: hasDraft ? c.contentDoc : null,
        has_draft: hasDraft,
        words: c.words,
        status: c.status as ChapterStatus,
        updated_content_status: c.updatedContentStatus as UpdatedContentStatus | null,
        reject_reason: c.rejectReason,
        first_paid: c.firstPaid,
        paid: paidFrom !== null && c.code >= paidFrom,
        release_at: c.releaseAt?.toISOString() ?? null,
        submitted_at: c.submittedAt?.toISOString() ?? null,
        updated_at: c.updatedAt.toISOString(),
        version: c.version,
        next_chapter_code: novel.lastChapterCode + 1,
      };
    },

    /** POST writeCenter.chapterAdd: the next chapter no. of the novel, as a draft, published or scheduled. */
    async add(novelId: number, request: SaveRequest, now = new Date()): Promise<{ saved: ChapterSaved; message: string }> {
      const novel = await requireNovel(novelId);
      const blank = { status: 'draft', title: '', contentDoc: emptyChapterDoc() };
      const plan = planSave(blank, request.action, { title: '', doc: emptyChapterDoc() }, now);
      if (!plan) throw new AppError(ApiCode.Conflict, 'chapter.action.notAllowed');
      const [{ text, releaseAt }, notes] = await allChecked([
        checkedText(request, plan.checked, novel.sectionId, now),
        checkedNotes(request.body, plan.checked ? { sectionId: novel.sectionId } : undefined),
      ]);
      const { changes, released, message } = planSave(blank, request.action, text, now, releaseAt)!;
      const columns = { ...chapterChanges(changes), ...notes };
      const row = await db.transaction(async (tx) => {
        // Codes are handed out by one atomic increment, so two tabs adding at once get 7 and 8, never 7 twice.
        const [{ code }] = await tx
          .update(novels)
          .set({ lastChapterCode: sql`${novels.lastChapterCode} + 1` })
          .where(eq(novels.id, novelId))
          .returning({ code: novels.lastChapterCode });
        const [inserted] = await tx
          .insert(chapters)
          .values({ novelId, code, title: text.title, ...columns, contentDoc: columns.contentDoc!, words: countWords(columns.content!, novel.sectionId), createdAt: now, updatedAt: now })
          .returning();
        await afterSave(tx, inserted, novel.sectionId, 0, request.action === 'unschedule' ? 'draft' : request.action, released, now);
        if (released) await recordRelease(tx, [{ kind: 'chapter_released', novelId, chapterId: inserted.id }]);
        return inserted;
      });
      return { saved: saved(row), message };
    },

    /** POST writeCenter.chapterSave: only on the version the author opened (else 4009 with what is stored). */
    async save(id: number, version: number, request: SaveRequest, now = new Date(), kind?: ChapterVersionEntry['kind']): Promise<{ saved: ChapterSaved; message: string }> {
      const { chapter: current, novel } = await requireChapter(id);
      if (current.status === 'deleted') throw deleted();
      if (current.version !== version) throw conflict(current);
      const probe = planSave(current, request.action, workingText(current), now);
      if (!probe) throw new AppError(ApiCode.Conflict, 'chapter.action.notAllowed');
      const toReaders = probe.checked ? { sectionId: novel.sectionId, stored: current } : isLiveChapter(current.status) ? { sectionId: novel.sectionId } : undefined;
      const [{ text, releaseAt }, notes] = await allChecked([checkedText(request, probe.checked, novel.sectionId, now), checkedNotes(request.body, toReaders)]);
      const plan = planSave(current, request.action, text, now, releaseAt)!;
      // Words are counted once per save: the new text's; the old working text's are on the row
      // unless an unpublished edit sits beside the live text.
      const changes = { ...chapterChanges(plan.changes), ...notes };
      const words = countWords(versionContentColumns(text.doc).content, novel.sectionId);
      const before = current.draftContent === null ? current.words : countWords(current.draftContent, novel.sectionId);
      const liveWords = changes.content !== undefined ? words : current.words;
      const status = (plan.changes.status ?? current.status) as ChapterStatus;
      const wasLive = isLiveChapter(current.status);
      const live = isLiveChapter(status);
      const write = (conn: Db | Tx) => saveInOneStatement(conn, {
        authorId,
        chapterId: id,
        novelId: novel.id,
        version,
        changes,
        liveWords,
        text: { title: text.title, doc: text.doc, words },
        kind: kind ?? (request.action === 'unschedule' ? 'draft' : request.action),
        addedWords: words - before,
        released: plan.released,
        liveDelta: (live ? liveWords : 0) - (wasLive ? current.words : 0),
        live,
        now,
      });
      // A release is reported to the reader site in its own transaction; an autosave stays one statement.
      const ok = plan.released
        ? await db.transaction(async (tx) => {
            const done = await write(tx);
            if (done) await recordRelease(tx, [{ kind: 'chapter_released', novelId: novel.id, chapterId: id }]);
            return done;
          })
        : await write(db);
      if (!ok) {
        // Another tab saved between our read and our write.
        const again = await requireChapter(id);
        throw again.chapter.status === 'deleted' ? deleted() : conflict(again.chapter);
      }
      const row: Chapter = { ...current, ...changes, words: liveWords, version: version + 1, updatedAt: now };
      return { saved: saved(row), message: plan.message };
    },

    /** POST writeCenter.chapterDelete: drafts and scheduled chapters; live ones stay for readers. */
    async remove(id: number, now = new Date()) {
      const { chapter } = await requireChapter(id);
      if (chapter.status === 'deleted') throw deleted();
      if (chapter.status !== 'draft' && chapter.status !== 'scheduled') throw new AppError(ApiCode.Conflict, 'chapter.delete.live');
      await db.transaction(async (tx) => {
        await tx.update(chapters).set({ status: 'deleted', deletedAt: now, firstPaid: false, version: sql`${chapters.version} + 1`, updatedAt: now }).where(eq(chapters.id, id));
        await recountNovel(tx, chapter.novelId, now);
        // A scheduled chapter's deletion is reported: the release job may have released it since it was read
        // above, and a reader site that holds it drops it. A draft never reached the feed, but deleting the
        // first paid one moves the paid line.
        if (chapter.status === 'scheduled') await recordRelease(tx, [{ kind: 'chapter_deleted', novelId: chapter.novelId, chapterId: id }]);
        else if (chapter.firstPaid) await recordRelease(tx, [{ kind: 'novel_changed', novelId: chapter.novelId }]);
      });
      return { original_chapter_id: id, status: 'deleted' as const };
    },

    async versions(id: number): Promise<ChapterVersionEntry[]> {
      await requireChapter(id);
      const rows = await db
        .select({ version: chapterVersions.version, title: chapterVersions.title, words: chapterVersions.words, kind: chapterVersions.kind, savedAt: chapterVersions.savedAt })
        .from(chapterVersions)
        .where(eq(chapterVersions.chapterId, id))
        .orderBy(desc(chapterVersions.version))
        .limit(200);
      return rows.map((v) => ({ version: v.version, title: v.title, words: v.words, kind: v.kind as ChapterVersionEntry['kind'], saved_at: v.savedAt.toISOString() }));
    },

    async version(id: number, version: number): Promise<ChapterVersionEntry> {
      await requireChapter(id);
      const [v] = await db
        .select()
        .from(chapterVersions)
        .where(and(eq(chapterVersions.chapterId, id), eq(chapterVersions.version, version)));
      if (!v) throw notFound('chapter.version.notFound');
      return { version: v.version, title: v.title, words: v.words, kind: v.kind as ChapterVersionEntry['kind'], saved_at: v.savedAt.toISOString(), content: v.content, content_doc: v.contentDoc };
    },

    /** One side of a comparison: a saved version, or what readers see of a live chapter ("as released"). */
    async compared(id: number, version: number | typeof RELEASED_VERSION): Promise<ChapterComparison['from']> {
      if (version !== RELEASED_VERSION) {
        const v = await this.version(id, version);
        return { version: v.version, title: v.title, words: v.words, content: v.content!, content_doc: v.content_doc! };
      }
      const { chapter: c } = await requireChapter(id);
      if (!isLiveChapter(c.status)) throw notFound('chapter.version.notFound');
      return { version: null, title: c.title, words: c.words, content: c.content, content_doc: c.contentDoc };
    },

    /** GET writeCenter.chapterCompare: the changes from one version to another, formatting included. */
    async compare(id: number, from: number | typeof RELEASED_VERSION, to: number | typeof RELEASED_VERSION): Promise<ChapterComparison> {
      const [a, b] = [await this.compared(id, from), await this.compared(id, to)];
      const parts = diffChapterDocs(a.content_doc, b.content_doc);
      const { added, removed } = diffStats(parts.filter((p) => p.kind !== 'formatted'));
      return { from: a, to: b, parts, added, removed, formatted: parts.filter((p) => p.kind === 'formatted').length };
    },

    /** POST writeCenter.chapterRestore: an older version becomes the text being written (a new version; nothing is lost). */
    async restore(id: number, version: number, restoreVersion: number, now = new Date()) {
      const old = await this.version(id, restoreVersion);
      const result = await this.save(id, version, { action: 'draft', body: { title: old.title, content_doc: old.content_doc } }, now, 'restore');
      return { ...result, message: 'chapter.restored', values: { version: restoreVersion } };
    },

    /** What setting `chapterId` as the first paid chapter would change. */
    async firstPaidPreview(novelId: number, chapterId: number): Promise<FirstPaidPreview> {
      await requireNovel(novelId);
      const { chapter } = await requireChapter(chapterId);
      if (chapter.novelId !== novelId) throw notFound('chapter.notFound');
      if (chapter.status === 'deleted') throw deleted();
      const current = await firstPaidCode(db, novelId);
      const byStatus = await db
        .select({ status: chapters.status, n: count() })
        .from(chapters)
        .where(and(eq(chapters.novelId, novelId), gte(chapters.code, chapter.code), ne(chapters.status, 'deleted')))
        .groupBy(chapters.status);
      const n = (...s: string[]) => byStatus.filter((r) => s.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
      const [{ free }] =
        current !== null && current < chapter.code
          ? await db
              .select({ free: count() })
              .from(chapters)
              .where(and(eq(chapters.novelId, novelId), gte(chapters.code, current), sql`${chapters.code} < ${chapter.code}`, ne(chapters.status, 'deleted')))
          : [{ free: 0 }];
      const [{ last }] = await db
        .select({ last: sql<number>`coalesce(max(${chapters.code}), 0)::int` })
        .from(chapters)
        .where(and(eq(chapters.novelId, novelId), ne(chapters.status, 'deleted')));
      return {
        original_chapter_id: chapter.id,
        chapter_code: chapter.code,
        title: chapter.title,
        current_chapter_code: current,
        paid: { released: n('released', 'updated'), scheduled: n('scheduled'), draft: n('draft') },
        becoming_free: Number(free),
        last_chapter_code: Number(last),
      };
    },

    /** POST writeCenter.chapterFirstPaid: one per novel; it and every chapter after it (scheduled ones too) are paid. */
    async setFirstPaid(novelId: number, chapterId: number, now = new Date()) {
      const preview = await this.firstPaidPreview(novelId, chapterId);
      await db.transaction(async (tx) => {
        await tx
          .update(chapters)
          .set({ firstPaid: sql`${chapters.id} = ${chapterId}`, updatedAt: now })
          .where(and(eq(chapters.novelId, novelId), sql`(${chapters.firstPaid} or ${chapters.id} = ${chapterId})`));
        await recordRelease(tx, [{ kind: 'novel_changed', novelId }]);
      });
      return { original_book_id: novelId, original_chapter_id: chapterId, chapter_code: preview.chapter_code };
    },
  };
}
export type ChapterService = ReturnType<typeof chapterService>;
