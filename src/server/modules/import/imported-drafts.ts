import type { Db } from '../../db/client';
import { chapterDocToText, type ChapterDoc } from '../../../domain/chapter-doc';
import { appendDrafts } from '../chapter';

/**
 * The imported chapters as drafts of the novel, through the chapter module's door. Chapters store their plain
 * text today (derived from the document, as every write will); the one place that changes when they store the
 * document itself.
 */
export async function createImportedDrafts(tx: Db, novelId: number, drafts: { title: string; doc: ChapterDoc; words: number }[], now: Date) {
  return appendDrafts(tx, novelId, drafts.map((d) => ({ title: d.title, content: chapterDocToText(d.doc), words: d.words })), now);
}
