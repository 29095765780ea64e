import type { SetupWorker } from 'msw/browser';

/**
 * When a screen has settled, for the test-runner's screenshots: the code of every screen it shows
 * is in, no chart or notice waits for its code, and no API call is in flight but those a story
 * keeps pending on purpose (its loading state), for 300 ms in a row.
 */
const inFlight = new Set<string>();
const state = { deliberate: 0, changedAt: 0, screensIdle: () => true, tracking: false };

const touch = () => (state.changedAt = performance.now());

export function trackRequests(worker: SetupWorker) {
  inFlight.clear();
  state.deliberate = 0;
  touch();
  if (state.tracking) return;
  state.tracking = true;
  worker.events.on('request:start', ({ requestId }) => (inFlight.add(requestId), touch()));
  worker.events.on('request:end', ({ requestId }) => (inFlight.delete(requestId), touch()));
}

/** A handler that never answers says so, so the screen counts as settled in its loading state. */
export const keptPending = () => (state.deliberate += 1);

/** `idle` says whether the screens' code is in; `subscribe` tells of each change (each counts as one). */
export const watchScreens = (idle: () => boolean, subscribe: (listener: () => void) => () => void) => {
  state.screensIdle = idle;
  touch();
  unwatch();
  unwatch = subscribe(touch);
};
let unwatch = () => {};

/** A chart or a notice whose code is still on its way holds its box (design system's ChartFrame, Notice). */
const codeLoading = () => document.querySelector('[data-chart-loading], [data-code-loading]') !== null;

export const screenSettled = () => state.screensIdle() && inFlight.size <= state.deliberate && !codeLoading() && performance.now() - state.changedAt >= 300;

declare global {
  interface Window {
    /** read by `.storybook/test-runner.ts` before each screenshot of a screen */
    __screenSettled?: () => boolean;
  }
}
window.__screenSettled = screenSettled;
