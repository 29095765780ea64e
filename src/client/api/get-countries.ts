import useSWR from 'swr';
import type { Country } from '../../domain/api/author';
import { http } from '../lib/http';
import type { ApiKey } from '../lib/swr';

/** Keyed by language: the server names regions in it. */
export const countriesKey = (lang: string): ApiKey => ['/v1/author.country', { lang }];
export const getCountries = (lang: string) => http.get<{ list: Country[] }>('/v1/author.country', { lang });
export const useCountries = (lang: string) =>
  useSWR<{ list: Country[] }>(countriesKey(lang), { revalidateOnFocus: false, dedupingInterval: 3_600_000 });
