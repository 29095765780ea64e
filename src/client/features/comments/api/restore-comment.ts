import { http } from '../../../lib/http';

export const restoreComment = (comment_id: number) => http.post<{ changed: number }>('/v1/comment.restore', { comment_id });
