import { AUTHOR_TOKEN_COOKIE, LANG_COOKIE, SITE_COOKIE } from '../../domain/session';
/**
 * Keys the portal keeps in the browser. Access never throws: private
 * modes and full quotas simply forget.
 */
export const STORAGE_KEYS = {
  token: AUTHOR_TOKEN_COOKIE,
  lang: LANG_COOKIE,
  site: SITE_COOKIE,
  menuOpen: 'sidebarStatus',
  deviceId: 'wc_device_id',
  bookSectionId: 'book_section_id',
  fromLangLogin: 'from_lang_login',
  fromSectionId: 'from_section_id',
  infoNotify: 'info_notify',
  snsPlatform: 'wc_sns_platform',
  /** the address whose "verify your email" notice was dismissed */
  verifyNoticeDismissed: 'wc_verify_notice_dismissed',
} as const;

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function store(area: () => Storage): KeyValueStore {
  return {
    get(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, value);
      } catch {
        /* storage unavailable: keep going without it */
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

/** Kept on this device until removed. */
export const storage = store(() => localStorage);
/** Kept in this tab only, across reloads, and gone when it closes: for what must not linger (personal data). */
export const tabStorage = store(() => sessionStorage);
