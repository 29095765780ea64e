import { useSearchParams } from 'react-router-dom';

/** A positive whole id from the query (`original_book_id`, `book_id`), or null. */
export function useBookIdParam(name: 'original_book_id' | 'book_id'): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
