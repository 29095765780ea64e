import { http } from '../../../lib/http';

export const deleteNovel = (id: number) => http.post<{ original_book_id: number; status: 'deleted' }>('/v1/writeCenter.bookDelete', { original_book_id: id });

export const joinContest = (id: number, contestId: number) =>
  http.post<{ original_book_id: number; contest: { id: number; name: string } }>('/v1/writeCenter.contestJoin', { original_book_id: id, contest_id: contestId });
