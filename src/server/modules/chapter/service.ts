import type { Db } from '../../db/client';
import type { ChapterVersionEntry, RELEASED_VERSION } from '../../../domain/api/chapters';
import { chapterInfo, chapterVersion, chapterVersions, compared, compareVersions } from './chapter-reads';
import { addChapter, removeChapter, restoreChapterVersion, saveChapter } from './chapter-writes';
import { firstPaidPreview, setFirstPaid } from './first-paid';
import type { SaveRequest } from './save-checks';

export type { SaveBody, SaveRequest } from './save-checks';

/** A version to compare: its number, or what readers see. */
type VersionRef = number | typeof RELEASED_VERSION;

/**
 * Chapters of the signed-in author: write, save, schedule, publish, delete, versions and the first paid
 * chapter. Each is a function of its own (`chapter-reads.ts`, `chapter-writes.ts`, `first-paid.ts`); this
 * binds them to one author for the routes and for other modules.
 */
export function chapterService(db: Db, authorId: number) {
  return {
    info: (id: number) => chapterInfo(db, authorId, id),
    add: (novelId: number, request: SaveRequest, now?: Date) => addChapter(db, authorId, novelId, request, now),
    save: (id: number, version: number, request: SaveRequest, now?: Date, kind?: ChapterVersionEntry['kind']) => saveChapter(db, authorId, id, version, request, now, kind),
    remove: (id: number, now?: Date) => removeChapter(db, authorId, id, now),
    versions: (id: number) => chapterVersions(db, authorId, id),
    version: (id: number, version: number) => chapterVersion(db, authorId, id, version),
    compared: (id: number, version: VersionRef) => compared(db, authorId, id, version),
    compare: (id: number, from: VersionRef, to: VersionRef) => compareVersions(db, authorId, id, from, to),
    restore: (id: number, version: number, restoreVersion: number, now?: Date) => restoreChapterVersion(db, authorId, id, version, restoreVersion, now),
    firstPaidPreview: (novelId: number, chapterId: number) => firstPaidPreview(db, authorId, novelId, chapterId),
    setFirstPaid: (novelId: number, chapterId: number, now?: Date) => setFirstPaid(db, authorId, novelId, chapterId, now),
  };
}
export type ChapterService = ReturnType<typeof chapterService>;
