import useSWR from 'swr';
import type { LanguageSection } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

/** Reference data is named in the interface language, so the key carries it. */
export const sectionsKey = (lang: string): ApiKey => ['/v1/writeCenter.bookSection', { lang }];
export const useSections = (lang: string) => useSWR<{ list: LanguageSection[] }>(sectionsKey(lang));
