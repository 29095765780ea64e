import { http } from '../lib/http';

export const setNovelStatus = (id: number, status: 'finished' | 'updating') =>
  http.post<{ original_book_id: number; status: string }>('/v1/writeCenter.bookStatus', { original_book_id: id, status });
