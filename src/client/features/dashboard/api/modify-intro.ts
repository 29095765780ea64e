import type { AuthorIntroVersion } from '../../../../domain/api/author';
import { http } from '../../../lib/http';

export const modifyIntro = (intro: string) =>
  http.post<Pick<AuthorIntroVersion, 'id' | 'status' | 'reason'>>('/v1/author.introModify', { intro });
