import useSWR from 'swr';
import type { BlockEntry } from '../../../../domain/api/comments';
import type { ApiKey } from '../../../lib/swr';

export const blocksKey: ApiKey = ['/v1/comment.blocks'];

export const useBlocks = () => useSWR<{ list: BlockEntry[] }>(blocksKey);
