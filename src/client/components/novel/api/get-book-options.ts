import useSWR from 'swr';
import type { BookOptions } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

/** Reference data is named in the interface language, so the key carries it. */
export const bookOptionsKey = (lang: string): ApiKey => ['/v1/writeCenter.bookOptions', { lang }];
export const useBookOptions = (lang: string) => useSWR<BookOptions>(bookOptionsKey(lang));
