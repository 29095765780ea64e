import type { ChapterConflict } from '../../../domain/api/chapters';
import { ApiCode } from '../../../domain/errors';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../../lib/http';

/** What the editor says about the author's text. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'conflict'; theirs: ChapterConflict }
  | { kind: 'deleted' }
  | { kind: 'error'; message: string };

const isNetwork = (err: unknown) =>
  err instanceof ApiError && (err.code === NETWORK_ERROR || err.code === TIMEOUT_ERROR || err.code === ApiCode.Internal);

/** What a failed save leaves the editor in: offline (tried again), a conflict, a deleted chapter, or an error. */
export function failedState(err: unknown): SaveState {
  if (isNetwork(err)) return { kind: 'offline' };
  if (err instanceof ApiError && err.code === ApiCode.Conflict && (err.data as ChapterConflict | undefined)?.version)
    return { kind: 'conflict', theirs: err.data as ChapterConflict };
  if (err instanceof ApiError && err.code === ApiCode.Forbidden) return { kind: 'deleted' };
  return { kind: 'error', message: err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.desc) : String(err) };
}
