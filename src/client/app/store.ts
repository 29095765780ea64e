import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  initialSessionState,
  languageChanged,
  sessionExpired,
  sessionSlice,
  sessionStarted,
  signedOut,
  siteChanged,
  userInfoLoaded,
} from '../session/session-slice';
import { menuToggled, pageVisited, tabClosed, tabsCleared, uiSlice, type UiState } from '../session/ui-slice';
import { removeCookie, setCookie } from '../lib/cookies';
import { http } from '../lib/http';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { readBoot, type Boot } from '../lib/boot';
import type { RootState as SessionRootState } from '../session';

const rootReducer = combineReducers({ session: sessionSlice.reducer, ui: uiSlice.reducer });
export type RootState = ReturnType<typeof rootReducer>;
// The features' view of the store (session/hooks.ts) must be this store's shape.
const _sameShape: [RootState] extends [SessionRootState] ? ([SessionRootState] extends [RootState] ? true : never) : never = true;
void _sameShape;

/** Persistence of the session and menu as the portal keeps them: cookies and local storage. */
function persistence() {
  const listener = createListenerMiddleware<RootState>();
  listener.startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => setCookie(STORAGE_KEYS.token, payload.token, 30),
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (_, api) => {
      removeCookie(STORAGE_KEYS.token);
      api.dispatch(tabsCleared());
    },
  });
  listener.startListening({
    actionCreator: languageChanged,
    // The server writes notices and mails in the language the author reads in.
    effect: ({ payload }, api) => {
      if (api.getState().session.token) void http.quietPost('/v1/user.setLang', { lang: payload }).catch(() => undefined);
    },
  });
  listener.startListening({
    matcher: isAnyOf(languageChanged, userInfoLoaded),
    effect: (_, api) => {
      const { lang } = api.getState().session;
      setCookie(STORAGE_KEYS.lang, lang);
      storage.set(STORAGE_KEYS.lang, lang);
    },
  });
  listener.startListening({
    matcher: isAnyOf(siteChanged, userInfoLoaded),
    effect: (_, api) => {
      const { site } = api.getState().session;
      // The cookie tells the server which brand's page to send (a prerendered page is the default brand's).
      if (site === undefined) {
        storage.remove(STORAGE_KEYS.site);
        removeCookie(STORAGE_KEYS.site);
      } else {
        storage.set(STORAGE_KEYS.site, String(site));
        setCookie(STORAGE_KEYS.site, String(site));
      }
    },
  });
  // The tag tabs last as long as the browser tab: kept in session storage, gone with the session.
  listener.startListening({
    matcher: isAnyOf(pageVisited, tabClosed, tabsCleared),
    effect: (_, api) => writeTabs(api.getState().ui.tabs),
  });
  // The author's own opening or closing of the menu is kept; the window's width closing it is not.
  listener.startListening({
    actionCreator: menuToggled,
    effect: (_, api) => setCookie(STORAGE_KEYS.menuOpen, api.getState().ui.menuOpen ? '1' : '0'),
  });
  return listener.middleware;
}

export const TABS_KEY = 'wc_tag_tabs';

function writeTabs(tabs: UiState['tabs']) {
  try {
    if (tabs.length) sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
    else sessionStorage.removeItem(TABS_KEY);
  } catch {
    /* session storage unavailable: the tabs last until the page is left */
  }
}

/** The tag tabs of this browser tab's session, if any (and only while signed in). */
export function readTabs(signedIn: boolean): UiState['tabs'] {
  try {
    if (!signedIn) return [];
    const parsed: unknown = JSON.parse(sessionStorage.getItem(TABS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((t): t is UiState['tabs'][number] => typeof t?.path === 'string' && t.path.startsWith('/') && typeof t?.titleId === 'string')
      : [];
  } catch {
    return [];
  }
}

export function createStore(boot: Boot = readBoot()) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSessionState(boot),
      ui: { menuOpen: boot.menuOpen, tabs: readTabs(!!boot.token) },
    },
    middleware: (getDefault) => getDefault().prepend(persistence()),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export { useAppDispatch, useAppSelector } from '../session';
