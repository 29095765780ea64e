import { http } from '../../../lib/http';

export const deleteNovel = (id: number) => http.post<{ original_book_id: number; status: 'deleted' }>('/v1/writeCenter.bookDelete', { original_book_id: id });
