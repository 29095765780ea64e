import { http } from '../../../lib/http';

export const unblockReader = (block_id: number) => http.post<{ changed: number }>('/v1/comment.unblock', { block_id });
