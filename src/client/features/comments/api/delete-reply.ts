import { http } from '../../../lib/http';

export const deleteReply = (reply_id: number) => http.post<{ changed: number }>('/v1/comment.reply_delete', { reply_id });
