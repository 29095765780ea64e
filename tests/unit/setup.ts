import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// `waitFor` and `findBy…` wait up to 5 s, not 1: on a loaded two-core CI machine an answer's
// background render (SWR's answers go through useDeferredValue) took over a second once. A passing
// test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia; Fluent and the layout read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
