import useSWR from 'swr';
import type { AuthorIntroState } from '../../../../domain/api/author';
import type { ApiKey } from '../../../lib/swr';

export const introKey: ApiKey = ['/v1/author.getAuthorIntro'];
export const useIntro = (enabled = true) => useSWR<AuthorIntroState>(enabled ? introKey : null);
