import type { FirstPaidPreview } from '../../../../domain/api/chapters';
import { http } from '../../../lib/http';

export const firstPaidPreview = (bookId: number, chapterId: number) => http.get<FirstPaidPreview>('/v1/writeCenter.firstPaidPreview', { original_book_id: bookId, original_chapter_id: chapterId });
