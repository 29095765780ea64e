import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Plan, PlanQueueBody, QueuedChapter } from '../../../src/domain/api/planner';
import { ApiCode } from '../../../src/domain/errors';
import { ApiError, NETWORK_ERROR } from '../../../src/client/lib/http';
import { setQueue } from '../../../src/client/features/planner/api/set-queue';
import { moveEntry } from '../../../src/client/features/planner/queue-order';
import { useQueueSync } from '../../../src/client/features/planner/useQueueSync';

// The hook's own logic; the server call is a stand-in here (the API tests cover planner.queue).
vi.mock('../../../src/client/features/planner/api/set-queue', () => ({ setQueue: vi.fn() }));
afterEach(() => vi.mocked(setQueue).mockReset());

const chapter = (id: number, release_at: string | null = null): QueuedChapter => ({ original_chapter_id: id, chapter_code: id, title: `C${id}`, words: 1000, status: 'scheduled', release_at, pinned: false, silent: false, problem: null });
const plan = (version: number, ids: number[]): Plan => ({
  original_book_id: 12,
  time_zone: 'UTC',
  slots: [{ weekday: 1, time: '20:00' }],
  pause: null,
  hiatuses: [],
  version,
  queue: ids.map((id, i) => chapter(id, `2027-01-${String(4 + 7 * i).padStart(2, '0')}T20:00:00.000Z`)),
  drafts: [],
  buffer: { chapters: ids.length, days: 7 * ids.length, until: null, last_at: null, low: false },
});
/** What the stand-in server answers a queue with: the order sent, the next version. */
const answer = (body: PlanQueueBody) => plan(body.version + 1, body.chapters.map((c) => c.original_chapter_id));
const order = (queue: QueuedChapter[]) => queue.map((c) => c.original_chapter_id);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** The hook over a plan held as SWR would: `mutate(next)` shows the answer (unless `late`), `mutate()` reloads `reload`. */
function mount(initial: Plan, { late = false, reload }: { late?: boolean; reload?: Plan } = {}) {
  let current = initial;
  const mutate = vi.fn(async (next?: Plan) => {
    if (next && !late) current = next;
    if (!next && reload) current = reload;
    return current;
  });
  const hook = renderHook(() => useQueueSync(current, mutate as never));
  return { ...hook, mutate, show: () => hook.rerender() };
}

describe('useQueueSync', () => {
  it('sends a change made while one is on its way after it, with the version the answer gave', async () => {
    const first = deferred<Plan>();
    vi.mocked(setQueue).mockImplementationOnce(() => first.promise).mockImplementation(async (body) => answer(body));
    const { result } = mount(plan(4, [1, 2, 3]));
    act(() => result.current.change(moveEntry(result.current.queue, 0, 1)));
    act(() => result.current.change(moveEntry(result.current.queue, 2, 0)));
    expect(order(result.current.queue)).toEqual([3, 2, 1]);
    expect(result.current.state.kind).toBe('saving');
    await act(async () => first.resolve(answer(vi.mocked(setQueue).mock.calls[0][0])));
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    expect(vi.mocked(setQueue).mock.calls.map(([body]) => [body.version, body.chapters.map((c) => c.original_chapter_id)])).toEqual([
      [4, [2, 1, 3]],
      [5, [3, 2, 1]],
    ]);
    expect(order(result.current.queue)).toEqual([3, 2, 1]);
  });

  it('shows the answer’s queue and dates even before the plan it was given catches up', async () => {
    vi.mocked(setQueue).mockImplementation(async (body) => answer(body));
    const { result } = mount(plan(4, [1, 2]), { late: true });
    act(() => result.current.change(moveEntry(result.current.queue, 0, 1)));
    expect(result.current.changed).toBe(true);
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    expect(order(result.current.queue)).toEqual([2, 1]);
    expect(result.current.queue[0].release_at).toBe('2027-01-04T20:00:00.000Z');
    expect(result.current.changed).toBe(false);
  });

  it('reloads the plan when another tab changed the queue, and says so', async () => {
    vi.mocked(setQueue).mockRejectedValue(new ApiError(ApiCode.Conflict, 'changed'));
    const { result, mutate, show } = mount(plan(4, [1, 2, 3]), { reload: plan(6, [3, 1, 2]) });
    act(() => result.current.change(moveEntry(result.current.queue, 0, 2)));
    await waitFor(() => expect(result.current.state.kind).toBe('conflict'));
    expect(mutate).toHaveBeenCalledWith();
    show();
    expect(order(result.current.queue)).toEqual([3, 1, 2]);
  });

  it('keeps the author’s order when the connection drops, and sends it again on retry', async () => {
    vi.mocked(setQueue).mockRejectedValueOnce(new ApiError(NETWORK_ERROR, '')).mockImplementation(async (body) => answer(body));
    const { result } = mount(plan(4, [1, 2, 3]));
    act(() => result.current.change(moveEntry(result.current.queue, 2, 0)));
    await waitFor(() => expect(result.current.state.kind).toBe('offline'));
    expect(order(result.current.queue)).toEqual([3, 1, 2]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    expect(vi.mocked(setQueue).mock.calls.map(([body]) => body.chapters.map((c) => c.original_chapter_id))).toEqual([
      [3, 1, 2],
      [3, 1, 2],
    ]);
    expect(order(result.current.queue)).toEqual([3, 1, 2]);
  });
});
