import useSWRInfinite from 'swr/infinite';
import type { IncomeLines } from '../../../../domain/api/income';
import type { ApiKey } from '../../../lib/swr';

/**
 * The lines behind a month's figure (optionally one work's), newest first, 50 a page on demand. "Load more"
 * fetches only the next page (the first is not fetched again each time).
 */
export const useIncomeLines = (scope: { month: string; bookId: number | null } | null) =>
  useSWRInfinite<IncomeLines>(
    (index, previous: IncomeLines | null): ApiKey | null => {
      if (!scope || (previous && previous.next_cursor === null)) return null;
      return [
        '/v1/income.lines',
        {
          month: scope.month,
          ...(scope.bookId ? { original_book_id: scope.bookId } : {}),
          ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : {}),
        },
      ];
    },
    { revalidateFirstPage: false },
  );
