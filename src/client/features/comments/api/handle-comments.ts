import { http } from '../../../lib/http';

export const handleComments = (comment_ids: number[], handled = true) => http.post<{ changed: number }>('/v1/comment.handle', { comment_ids, handled });
