import type { ChapterVersionEntry } from '../../../../domain/api/chapters';
import type { ChapterDoc } from '../../../../domain/chapter-doc';
import { http } from '../../../lib/http';

export const getVersion = (id: number, version: number) => http.get<ChapterVersionEntry & { content_doc?: ChapterDoc }>('/v1/writeCenter.chapterVersion', { original_chapter_id: id, version });
