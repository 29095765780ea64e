import * as React from 'react';

/** the longest an idle task waits, in ms */
export const IDLE_TIMEOUT_MS = 200;

/**
 * Runs `task` once the browser is idle (after the current frame is painted),
 * or after `timeout` ms at the latest. Returns a cancel function. Where
 * requestIdleCallback is missing (Safari, jsdom) a zero-delay task stands in.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * `value` as of the last idle moment: what is derived from it (a word count
 * over a 6000-word chapter) is worked out after a keystroke's frame is
 * painted, not before it.
 */
export function useIdleValue<T>(value: T, timeout = IDLE_TIMEOUT_MS): T {
  const [idle, setIdle] = React.useState(value);
  React.useEffect(() => (Object.is(idle, value) ? undefined : whenIdle(() => setIdle(value), timeout)), [idle, value, timeout]);
  return idle;
}
