import type { BlockEntry, BlockRequest } from '../../../../domain/api/comments';
import { http } from '../../../lib/http';

export const blockReader = (body: BlockRequest) => http.post<BlockEntry>('/v1/comment.block', body);
