import type { AppDispatch, RootState } from './hooks';
import { hasChosenLanguage } from '../lib/boot';
import { matchLocale } from '../../domain/locales';
import { ApiError } from '../lib/http';
import { getUserInfo } from './api/get-user-info';
import { userInfoFailed, userInfoLoaded, userInfoRequested } from './session-slice';

/**
 * Loads user info when it is missing (the route guard's rule). A failure is
 * reported (error message, or 'Has Error') and the portal continues.
 */
export function loadUserInfo(onFailure: (message: string | undefined) => void) {
  return async (dispatch: AppDispatch, getState: () => RootState) => {
    const { session } = getState();
    if (!session.token || session.info === 'loading' || session.info === 'loaded') return;
    dispatch(userInfoRequested());
    try {
      const info = await getUserInfo();
      const adoptLang = hasChosenLanguage() ? undefined : (matchLocale(info.lang) ?? undefined);
      dispatch(userInfoLoaded({ info, adoptLang }));
    } catch (err) {
      dispatch(userInfoFailed());
      if (err instanceof ApiError && err.code === 5005) return;
      onFailure(err instanceof ApiError && err.desc ? err.desc : err instanceof Error && err.message ? err.message : undefined);
    }
  };
}
