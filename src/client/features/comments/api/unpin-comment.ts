import { http } from '../../../lib/http';

export const unpinComment = (comment_id: number) => http.post<{ changed: number }>('/v1/comment.unpin', { comment_id });
