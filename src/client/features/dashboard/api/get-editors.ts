import useSWR from 'swr';
import type { Editor } from '../../../../domain/api/author';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const editorsKey = (lang: string): ApiKey => ['/v1/author.editors', { lang }];
export const getEditors = (lang: string) => http.get<{ list: Editor[] }>('/v1/author.editors', { lang });
export const useEditors = (lang: string) => useSWR<{ list: Editor[] }>(editorsKey(lang), { revalidateOnFocus: false });
