import { http } from '../../../lib/http';

export const joinContest = (id: number, contestId: number) =>
  http.post<{ original_book_id: number; contest: { id: number; name: string } }>('/v1/writeCenter.contestJoin', { original_book_id: id, contest_id: contestId });
