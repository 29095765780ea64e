import useSWR from 'swr';
import type { HelpSearchResult } from '../../../../domain/api/help';

export const useHelpSearch = (q: string) => useSWR<HelpSearchResult>(q.trim() ? ['/v1/help.search', { q: q.trim() }] : null, { keepPreviousData: true });
