/** The signed-in author's chapter or novel, or the error that answers for it. */
import type { Db } from '../../db/client';
import type { Novel } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { AppError, notFound } from '../../lib/errors';
import { ownedChapter, ownedNovel } from './chapter-store';

/** The answer about a chapter the author deleted. */
export const chapterDeleted = () => new AppError(ApiCode.Forbidden, 'chapter.deleted');

export async function requireChapter(db: Db, authorId: number, id: number) {
  const row = await ownedChapter(db, authorId, id);
  if (!row) throw notFound('chapter.notFound');
  return row;
}

export async function requireNovel(db: Db, authorId: number, id: number): Promise<Novel> {
  const novel = await ownedNovel(db, authorId, id);
  if (!novel) throw notFound('novel.notFound');
  return novel;
}
