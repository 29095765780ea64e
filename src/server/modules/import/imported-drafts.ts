import type { Db } from '../../db/client';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import { appendDrafts } from '../chapter';

/** The imported chapters as drafts of the novel, through the chapter module's door: documents, formatting kept. */
export async function createImportedDrafts(tx: Db, novelId: number, drafts: { title: string; doc: ChapterDoc; words: number }[], now: Date) {
  return appendDrafts(tx, novelId, drafts, now);
}
