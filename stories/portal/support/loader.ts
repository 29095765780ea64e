import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';
import { storyClock } from './clock';
import { trackRequests } from './readiness';

const startMsw = mswLoader();

/** Starts MSW with the story's handlers, sets the clock, and counts the calls in flight. */
export async function screenLoader(context: Parameters<typeof startMsw>[0]) {
  await startMsw(context);
  await storyClock();
  trackRequests((context as unknown as { msw: SetupWorker }).msw);
  return {};
}
