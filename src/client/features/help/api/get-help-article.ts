import useSWR from 'swr';
import type { HelpArticle } from '../../../../domain/api/help';

export const useHelpArticle = (slug: string | null) => useSWR<HelpArticle>(slug ? ['/v1/help.get', { slug }] : null);
