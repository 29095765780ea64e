import useSWR from 'swr';
import type { ContestInfo } from '../../../../domain/api/novels';
import type { ApiKey } from '../../../lib/swr';

/** Reference data is named in the interface language, so the key carries it. */
export const contestsKey = (lang: string, all: boolean): ApiKey => ['/v1/writeCenter.contestList', { lang, all: all ? 1 : undefined }];
export const useContests = (lang: string, all = false) => useSWR<{ list: ContestInfo[] }>(contestsKey(lang, all));
