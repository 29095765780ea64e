import useSWR from 'swr';
import type { BookOptions, CategoryOption, LanguageSection } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

/** Reference data is named in the interface language, so the key carries it. */
export const sectionsKey = (lang: string): ApiKey => ['/v1/writeCenter.bookSection', { lang }];
export const useSections = (lang: string) => useSWR<{ list: LanguageSection[] }>(sectionsKey(lang));

export const categoriesKey = (lang: string): ApiKey => ['/v1/writeCenter.bookSubClass', { lang }];
export const useCategories = (lang: string) => useSWR<{ list: CategoryOption[] }>(categoriesKey(lang));

export const bookOptionsKey = (lang: string): ApiKey => ['/v1/writeCenter.bookOptions', { lang }];
export const useBookOptions = (lang: string) => useSWR<BookOptions>(bookOptionsKey(lang));
