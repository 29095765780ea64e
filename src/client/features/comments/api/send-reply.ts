import type { ReplyResult } from '../../../../domain/api/comments';
import { http } from '../../../lib/http';

/** The reply box shows a 4001 or a 4029 itself (a countdown, not an error). */
export const sendReply = (comment_id: number, text: string) => http.quietPost<ReplyResult>('/v1/comment.reply', { comment_id, text });
