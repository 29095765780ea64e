import type { ReplyEntry } from '../../../../domain/api/comments';
import { http } from '../../../lib/http';

export const editReply = (reply_id: number, text: string) => http.quietPost<ReplyEntry>('/v1/comment.reply_edit', { reply_id, text });
