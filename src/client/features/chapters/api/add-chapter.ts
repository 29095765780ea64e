import type { ChapterSaved } from '../../../../domain/api/chapters';
import { http } from '../../../lib/http';
import { saveBody, type SaveCall } from './types';

/** Saves are quiet: the editor shows their state and errors itself. */
export const addChapter = (bookId: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterAdd', { original_book_id: bookId, ...saveBody(call) });
