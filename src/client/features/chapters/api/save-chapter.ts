import type { ChapterSaved } from '../../../../domain/api/chapters';
import { http } from '../../../lib/http';
import { saveBody, type SaveCall } from './types';

/** Saves are quiet: the editor shows their state and errors itself. */
export const saveChapter = (id: number, version: number, call: SaveCall) => http.quietPost<ChapterSaved>('/v1/writeCenter.chapterSave', { original_chapter_id: id, version, ...saveBody(call) });
