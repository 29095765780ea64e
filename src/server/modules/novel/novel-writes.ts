/** The author's novel writes: create, edit, cover, delete, status and contest. Each change the reader site mirrors goes to the release feed with it. */
import type { Db } from '../../db/client';
import { AuthorStatus } from '../../../domain/author';
import { ApiCode } from '../../../domain/errors';
import { canTransition, type WorkStatus } from '../../../domain/novel';
import type { NovelSummary } from '../../../domain/api/novels';
import { AppError, notFound } from '../../lib/errors';
import { allChecked } from '../../lib/validate';
import type { Storage } from '../../lib/storage/storage';
import { storeImage } from '../../lib/storage/uploads';
import { recordRelease, type ReleaseItem } from '../release-feed';
import { authorPolicy, checkedNovel, joinableContest, noteColumns, novelColumns } from './novel-checks';
import { novelNo } from './novel-views';
import { novelsRepository } from './novels-repository';
import { localized } from './reference';

/** The fields whose change sends a reviewed novel back to the editors. */
const REVIEWED_FIELDS = ['title', 'name', 'blurb', 'intro', 'protagonists', 'contentRating'] as const;
/** Statuses an author may set by hand: finishing a novel, or taking it up again. */
const AUTHOR_STATUS_CHANGES: readonly WorkStatus[] = ['finished', 'updating'];

type Novels = ReturnType<typeof novelsRepository>;

/** A change the reader site mirrors: the row and its feed event commit together. */
const reported = <T>(db: Db, authorId: number, work: (novels: Novels) => Promise<T>, event: (result: T) => ReleaseItem | undefined) =>
  db.transaction(async (tx) => {
    const result = await work(novelsRepository(tx, authorId));
    const item = event(result);
    if (item) await recordRelease(tx, [item]);
    return result;
  });

/** The author's novel, else 4004. */
export async function requireNovel(db: Db, authorId: number, id: number) {
  const row = await novelsRepository(db, authorId).find(id);
  if (!row) throw notFound('novel.notFound');
  return row;
}

/** POST writeCenter.bookAdd: a draft waiting for review; with `eventId` it joins that contest. */
export async function createNovel(db: Db, authorId: number, body: unknown, lang: string, eventId: number | undefined, now = new Date()) {
  if ((await novelsRepository(db, authorId).authorStatus()) !== AuthorStatus.Signed) throw new AppError(ApiCode.Forbidden, 'novel.publishUnavailable');
  const [input, notes] = await allChecked([checkedNovel(db, authorId, body, lang), noteColumns(body)]);
  const contest = eventId === undefined ? undefined : await joinableContest(db, eventId, { sectionId: input.section_id, categoryId: input.category_id }, now);
  const row = await reported(
    db,
    authorId,
    (novels) =>
      novels.insert({
        ...novelColumns(input),
        ...notes,
        coverUploadId: input.cover_id || null,
        contestId: contest?.id ?? null,
        contestJoinedAt: contest ? now : null,
        lastUpdateAt: now,
      }),
    (created) => ({ kind: 'novel_created', novelId: created.id }),
  );
  return { original_book_id: row.id, novel_no: novelNo(row.id), version: row.version };
}

/** POST writeCenter.bookEdit: only the version the author opened may be changed (else 4009). */
export async function editNovel(db: Db, authorId: number, id: number, version: number, body: unknown, lang: string, now = new Date()) {
  const current = (await requireNovel(db, authorId, id)).novel;
  const chapterTexts = await novelsRepository(db, authorId).chapterTexts(id);
  const [input, notes] = await allChecked([checkedNovel(db, authorId, body, lang, chapterTexts), noteColumns(body, current.sectionId)]);
  const values = novelColumns(input);
  const reviewAgain = current.reviewStatus === 'rejected' || REVIEWED_FIELDS.some((f) => values[f] !== current[f]);
  const row = await reported(
    db,
    authorId,
    (novels) =>
      novels.updateVersioned(id, version, {
        ...values,
        ...notes,
        ...(input.cover_id ? { coverUploadId: input.cover_id } : {}),
        ...(reviewAgain ? { reviewStatus: 'pending', rejectReason: null } : {}),
        lastUpdateAt: now,
      }),
    (updated) => (updated ? { kind: 'novel_changed', novelId: id } : undefined),
  );
  if (!row) throw new AppError(ApiCode.Conflict, 'novel.edit.stale', undefined, { version: current.version });
  return { original_book_id: id, version: row.version, review_status: row.reviewStatus as NovelSummary['review_status'] };
}

/** POST writeCenter.coverUpload: stores a cover; with a novel id it becomes that novel's cover at once. */
export async function uploadCover(db: Db, storage: Storage, authorId: number, file: Buffer, novelId?: number) {
  if (novelId !== undefined) await requireNovel(db, authorId, novelId);
  const { row, key } = await storeImage(db, storage, authorId, 'cover', file, (await authorPolicy(db, authorId)).imageMaxBytes);
  if (novelId !== undefined) await reported(db, authorId, (novels) => novels.update(novelId, { coverUploadId: row.id, lastUpdateAt: new Date() }), () => ({ kind: 'novel_changed', novelId }));
  return { cover_id: row.id, cover_url: storage.urlFor(key) };
}

/** POST writeCenter.bookDelete: drafts only; the row stays for staff. */
export async function removeNovel(db: Db, authorId: number, id: number, now = new Date()) {
  const { novel } = await requireNovel(db, authorId, id);
  if (!canTransition(novel.status as WorkStatus, 'deleted')) throw new AppError(ApiCode.Conflict, 'novel.delete.notDraft');
  await reported(db, authorId, (novels) => novels.update(id, { status: 'deleted', deletedAt: now }), () => ({ kind: 'novel_changed', novelId: id }));
  return { original_book_id: id, status: 'deleted' as const };
}

/** POST writeCenter.bookStatus: finish a novel, or take a finished one up again. */
export async function setNovelStatus(db: Db, authorId: number, id: number, status: string) {
  const { novel } = await requireNovel(db, authorId, id);
  const to = status as WorkStatus;
  if (!AUTHOR_STATUS_CHANGES.includes(to) || !canTransition(novel.status as WorkStatus, to)) {
    throw new AppError(ApiCode.Conflict, 'novel.status.notAllowed');
  }
  const row = await reported(db, authorId, (novels) => novels.update(id, { status: to, lastUpdateAt: new Date() }), () => ({ kind: to === 'finished' ? 'novel_finished' : 'novel_changed', novelId: id }));
  return { original_book_id: id, status: row!.status as WorkStatus };
}

/** POST writeCenter.contestJoin: one contest per novel, final. */
export async function joinContest(db: Db, authorId: number, id: number, contestId: number, lang: string, now = new Date()) {
  const { novel } = await requireNovel(db, authorId, id);
  if (novel.contestId !== null) throw new AppError(ApiCode.Conflict, 'novel.contest.already');
  const contest = await joinableContest(db, contestId, novel, now);
  if (!(await novelsRepository(db, authorId).joinContest(id, contest.id, now))) throw new AppError(ApiCode.Conflict, 'novel.contest.already');
  return { original_book_id: id, contest: { id: contest.id, name: localized(contest.names, lang) } };
}
