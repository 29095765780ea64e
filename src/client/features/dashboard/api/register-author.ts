import type { AuthorRegistrationRequest } from '../../../../domain/api/author';
import { http } from '../../../lib/http';

/** POST /v1/author.add: the registration goes to staff for review. */
export const registerAuthor = (body: AuthorRegistrationRequest) => http.post<{ author_status: number }>('/v1/author.add', body);
