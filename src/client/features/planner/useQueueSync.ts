import * as React from 'react';
import type { KeyedMutator } from 'swr';
import type { Plan } from '../../../domain/api/planner';
import { ApiCode } from '../../../domain/errors';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from '../../lib/http';
import { setQueue } from './api/set-queue';
import { queueBody, type QueueEntry } from './queue-order';

/** Where the queue's last change stands: sent, kept here after a lost connection, or refused. */
export type QueueSyncState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'offline' } | { kind: 'conflict' } | { kind: 'refused'; error: unknown };

const lostConnection = (err: unknown) => err instanceof ApiError && (err.code === NETWORK_ERROR || err.code === TIMEOUT_ERROR);

/**
 * The queue as the author changes it: each change shows at once and is sent whole with the plan's
 * version; changes made while one is on its way follow it, each with the version the last answer gave.
 * The answer's dates replace the author's copy. Another tab's change (4009) reloads the plan; a lost
 * connection keeps the author's order to send again.
 */
export function useQueueSync(plan: Plan, mutate: KeyedMutator<Plan>) {
  // The author's queue until the plan catches up: changed here (`answered` 0), or the answer's (its version).
  const [local, setLocal] = React.useState<{ queue: QueueEntry[]; answered: number } | null>(null);
  const [state, setState] = React.useState<QueueSyncState>({ kind: 'idle' });
  const waiting = React.useRef<QueueEntry[] | null>(null);
  const sending = React.useRef(false);
  const version = React.useRef(plan.version);
  React.useEffect(() => {
    if (!sending.current) version.current = plan.version;
    // The cache may show the answer a render after it came: until then the answer's queue stands, not the old one.
    setLocal((shown) => (shown && shown.answered && plan.version >= shown.answered ? null : shown));
  }, [plan.version]);

  const flush = React.useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'saving' });
    try {
      while (waiting.current) {
        const queue = waiting.current;
        waiting.current = null;
        try {
          const next = await setQueue(queueBody(plan.original_book_id, version.current, queue));
          version.current = next.version;
          if (!waiting.current) {
            setLocal({ queue: next.queue, answered: next.version });
            await mutate(next, { revalidate: false });
          }
        } catch (err) {
          if (lostConnection(err)) {
            waiting.current ??= queue;
            setState({ kind: 'offline' });
            return;
          }
          waiting.current = null;
          setLocal(null);
          setState(err instanceof ApiError && err.code === ApiCode.Conflict ? { kind: 'conflict' } : { kind: 'refused', error: err });
          const fresh = await mutate().catch(() => undefined);
          if (fresh) version.current = fresh.version;
          return;
        }
      }
      setState({ kind: 'idle' });
    } finally {
      sending.current = false;
    }
  }, [plan.original_book_id, mutate]);

  const change = React.useCallback(
    (queue: QueueEntry[]) => {
      setLocal({ queue, answered: 0 });
      waiting.current = queue;
      void flush();
    },
    [flush],
  );
  const retry = React.useCallback(() => {
    waiting.current ??= local?.queue ?? null;
    void flush();
  }, [flush, local]);

  const shown = local && (!local.answered || plan.version < local.answered) ? local : null;
  return { queue: shown?.queue ?? plan.queue, changed: !!shown && !shown.answered, state, change, retry };
}
