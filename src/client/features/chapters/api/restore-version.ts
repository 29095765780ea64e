import type { ChapterSaved } from '../../../../domain/api/chapters';
import { http } from '../../../lib/http';

export const restoreVersion = (id: number, version: number, restore: number) =>
  http.post<ChapterSaved>('/v1/writeCenter.chapterRestore', { original_chapter_id: id, version, restore_version: restore });
