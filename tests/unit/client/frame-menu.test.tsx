// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../../src/client/app/store';
import { useFrameSync } from '../../../src/client/features/layout/useFrameSync';
import { getCookie } from '../../../src/client/lib/cookies';
import { menuToggled } from '../../../src/client/session/ui-slice';

/** A window whose width the test sets: `(max-width: 991px)` matches below 992 px and tells its listeners on a change. */
function windowOfWidth(width: number) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return width < 992;
    },
    media: '(max-width: 991px)',
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  } as unknown as MediaQueryList;
  const original = window.matchMedia;
  window.matchMedia = () => query;
  return {
    resize(to: number) {
      const crossed = to < 992 !== width < 992;
      width = to;
      if (crossed) act(() => listeners.forEach((f) => f()));
    },
    restore: () => (window.matchMedia = original),
  };
}

function frame(menuOpen = true) {
  const store = createStore({ token: undefined, lang: 'en', site: undefined, menuOpen });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  renderHook(() => useFrameSync(false, undefined), { wrapper });
  return store;
}

describe('the side menu and the window’s width', () => {
  let win: ReturnType<typeof windowOfWidth> | undefined;
  afterEach(() => {
    win?.restore();
    document.cookie = 'sidebarStatus=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  });

  it('closes under 992 px and opens again when the window widens, without keeping the narrow state', () => {
    win = windowOfWidth(900);
    const store = frame();
    expect(store.getState().ui.menuOpen).toBe(false);
    expect(getCookie('sidebarStatus')).toBeUndefined();
    win.resize(1024);
    expect(store.getState().ui.menuOpen).toBe(true);
  });

  it('stays closed when widened if the author closed it', () => {
    win = windowOfWidth(1024);
    const store = frame();
    act(() => void store.dispatch(menuToggled()));
    expect(getCookie('sidebarStatus')).toBe('0');
    win.resize(900);
    win.resize(1200);
    expect(store.getState().ui.menuOpen).toBe(false);
  });

  it('is left as it is at a wide window', () => {
    win = windowOfWidth(1024);
    expect(frame(true).getState().ui.menuOpen).toBe(true);
  });
});
