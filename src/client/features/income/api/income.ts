import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { IncomeLines, IncomeOverview } from '../../../../domain/api/income';
import { download, saveFile } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const overviewKey: ApiKey = ['/v1/income.overview'];
/** This month so far and the eleven before, per currency and work. */
export const useIncomeOverview = () => useSWR<IncomeOverview>(overviewKey);

/** The lines behind a month's figure (optionally one work's), newest first, 50 a page on demand. */
export const useIncomeLines = (scope: { month: string; bookId: number | null } | null) =>
  useSWRInfinite<IncomeLines>((index, previous: IncomeLines | null): ApiKey | null => {
    if (!scope || (previous && previous.next_cursor === null)) return null;
    return [
      '/v1/income.lines',
      {
        month: scope.month,
        ...(scope.bookId ? { original_book_id: scope.bookId } : {}),
        ...(index > 0 && previous?.next_cursor ? { cursor: previous.next_cursor } : {}),
      },
    ];
  });

/** Saves a month's statement (CSV in the author's language). */
export async function saveStatement(month: string) {
  saveFile(await download('/v1/income.statement', { month }), `statement-${month}.csv`);
}
