import type { PinRequest } from '../../../../domain/api/comments';
import { http } from '../../../lib/http';

/** A 4009 names the earliest pin to replace: the caller asks, then sends `replace`. */
export const pinComment = (body: PinRequest) => http.quietPost<{ pinned_at: string; replaced: number | null }>('/v1/comment.pin', body);
