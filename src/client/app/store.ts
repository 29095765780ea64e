import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import {
  initialSessionState,
  languageChanged,
  sessionExpired,
  sessionSlice,
  sessionStarted,
  signedOut,
  siteChanged,
  userInfoLoaded,
} from '../features/session/session-slice';
import { menuSet, menuToggled, tabsCleared, uiSlice } from '../features/session/ui-slice';
import { removeCookie, setCookie } from '../lib/cookies';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { readBoot, type Boot } from './boot';

const rootReducer = combineReducers({ session: sessionSlice.reducer, ui: uiSlice.reducer });
export type RootState = ReturnType<typeof rootReducer>;

/** Persistence of the session and menu as the spec says: cookies and local storage. */
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
      if (site === undefined) storage.remove(STORAGE_KEYS.site);
      else storage.set(STORAGE_KEYS.site, String(site));
    },
  });
  listener.startListening({
    matcher: isAnyOf(menuToggled, menuSet),
    effect: (_, api) => setCookie(STORAGE_KEYS.menuOpen, api.getState().ui.menuOpen ? '1' : '0'),
  });
  return listener.middleware;
}

export function createStore(boot: Boot = readBoot()) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSessionState(boot),
      ui: { menuOpen: boot.menuOpen, tabs: [] },
    },
    middleware: (getDefault) => getDefault().prepend(persistence()),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
