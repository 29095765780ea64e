import useSWR from 'swr';
import type { CategoryOption } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

/** Reference data is named in the interface language, so the key carries it. */
export const categoriesKey = (lang: string): ApiKey => ['/v1/writeCenter.bookSubClass', { lang }];
export const useCategories = (lang: string) => useSWR<{ list: CategoryOption[] }>(categoriesKey(lang));
