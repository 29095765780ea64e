import useSWR from 'swr';
import type { AuthorIntroState, AuthorIntroVersion } from '../../../../domain/api/author';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const introKey: ApiKey = ['/v1/author.getAuthorIntro'];
export const useIntro = (enabled = true) => useSWR<AuthorIntroState>(enabled ? introKey : null);
export const modifyIntro = (intro: string) =>
  http.post<Pick<AuthorIntroVersion, 'id' | 'status' | 'reason'>>('/v1/author.introModify', { intro });
