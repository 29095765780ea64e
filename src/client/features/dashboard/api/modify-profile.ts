import type { AuthorProfileInput } from '../../../../domain/schemas/author';
import { http } from '../../../lib/http';

export const modifyProfile = (body: AuthorProfileInput) => http.post<undefined>('/v1/author.modify', body);
