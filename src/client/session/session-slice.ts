import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../../domain/api/session';
import type { Locale } from '../../domain/locales';
import { isSpecialSite } from '../../domain/sites';

/** The portal's Session entity. Server data beyond it lives in SWR, not here. */
export interface SessionState {
  token: string | undefined;
  name: string | null;
  avatar: string | null;
  email: string | null;
  site: number | undefined;
  lang: Locale;
  unread: boolean;
  authorStatus: number | undefined;
  /** whether the account's email is verified (unknown until user info is in) */
  emailVerified: boolean | undefined;
  /** user info: not asked yet, on its way, in, or failed (the guard continues anyway) */
  info: 'missing' | 'loading' | 'loaded' | 'failed';
  /** how the last session ended: after a sign-out /login forgets the page the author was on */
  ended?: 'signedOut' | 'expired';
}

export const initialSessionState = (boot: { token?: string; lang: Locale; site?: number }): SessionState => ({
  token: boot.token,
  name: null,
  avatar: null,
  email: null,
  site: boot.site,
  lang: boot.lang,
  unread: false,
  authorStatus: undefined,
  emailVerified: undefined,
  info: 'missing',
});

const cleared = (state: SessionState, ended: SessionState['ended']): SessionState => ({
  ...initialSessionState({ lang: state.lang, site: state.site }),
  ended,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState({ lang: 'en' }),
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.info = 'missing';
      state.ended = undefined;
    },
    userInfoRequested(state) {
      state.info = 'loading';
    },
    userInfoLoaded(state, action: PayloadAction<{ info: UserInfo; adoptLang?: Locale }>) {
      const { info, adoptLang } = action.payload;
      state.info = 'loaded';
      state.name = info.author_name ?? info.email;
      state.avatar = info.avatar;
      state.email = info.email;
      state.authorStatus = info.author_status;
      state.emailVerified = info.email_verified;
      if (info.from_site != null) state.site = info.from_site;
      if (adoptLang) state.lang = adoptLang;
    },
    userInfoFailed(state) {
      state.info = 'failed';
    },
    /** the top bar shows the new avatar at once */
    avatarUploaded(state, action: PayloadAction<string>) {
      state.avatar = action.payload;
    },
    /** registration sent or reviewed, pen name edited */
    authorProfileChanged(state, action: PayloadAction<{ name?: string | null; authorStatus?: number }>) {
      const { name, authorStatus } = action.payload;
      if (name) state.name = name;
      if (authorStatus !== undefined) state.authorStatus = authorStatus;
    },
    /** the verification link was opened */
    emailVerified(state) {
      state.emailVerified = true;
    },
    unreadChanged(state, action: PayloadAction<boolean>) {
      state.unread = action.payload;
    },
    languageChanged(state, action: PayloadAction<Locale>) {
      state.lang = action.payload;
    },
    siteChanged(state, action: PayloadAction<number | undefined>) {
      state.site = action.payload;
    },
    signedOut: (state) => cleared(state, 'signedOut'),
    sessionExpired: (state) => cleared(state, 'expired'),
  },
});

export const {
  avatarUploaded,
  authorProfileChanged,
  sessionStarted,
  userInfoRequested,
  userInfoLoaded,
  userInfoFailed,
  emailVerified,
  unreadChanged,
  languageChanged,
  siteChanged,
  signedOut,
  sessionExpired,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
export const selectToken = (s: WithSession) => s.session.token;
export const selectIsLoggedIn = (s: WithSession) => !!s.session.token;
export const selectLang = (s: WithSession) => s.session.lang;
export const selectSite = (s: WithSession) => s.session.site;
/** Ids 511 and undefined trigger the special site flag. */
export const selectSpecialSite = (s: WithSession) => isSpecialSite(s.session.site);
export const selectAuthorStatus = (s: WithSession) => s.session.authorStatus;
export const selectInfoState = (s: WithSession) => s.session.info;
export const selectEmailVerified = (s: WithSession) => s.session.emailVerified;
