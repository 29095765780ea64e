import useSWR from 'swr';
import type { HelpArticle, HelpIndex, HelpSearchResult } from '../../../../domain/api/help';
import { http } from '../../../lib/http';

export const useHelpIndex = () => useSWR<HelpIndex>(['/v1/help.list']);
export const useHelpArticle = (slug: string | null) => useSWR<HelpArticle>(slug ? ['/v1/help.get', { slug }] : null);
export const useHelpSearch = (q: string) => useSWR<HelpSearchResult>(q.trim() ? ['/v1/help.search', { q: q.trim() }] : null, { keepPreviousData: true });
/** The article says itself when the answer could not be saved: no toast besides. */
export const sendFeedback = (slug: string, helpful: boolean) => http.quietPost<void>('/v1/help.feedback', { slug, helpful });
