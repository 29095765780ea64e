import { useSearchParams } from 'react-router-dom';
import { idFromText } from '../../domain/ids';

/** An id from the address's query (`?book_id=12`), by the one rule for ids in an address; null when there is none. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  return idFromText(params.get(name)) ?? null;
}
