/**
 * What the screens' jsdom tests share: the stories' MSW handlers answering the API at a test
 * address for the whole file, and the browser parts jsdom lacks (the observers Fluent, the charts
 * and the virtual lists measure with, and scrolling).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { screenHandlers } from '../../../stories/portal/handlers';

export const API = 'http://portal.test';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= () => undefined;

/** The MSW server of this test file, listening from the first test to the last; `server.use` changes one call per case. */
export function screenServer() {
  const server = setupServer(...screenHandlers());
  beforeAll(() => {
    vi.stubEnv('VITE_API_BASE', API);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
  });
  return server;
}
