import type { CommentDeleteRequest } from '../../../../domain/api/comments';
import { http } from '../../../lib/http';

export const deleteComments = (body: CommentDeleteRequest) => http.post<{ changed: number }>('/v1/comment.delete', body);
