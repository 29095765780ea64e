/**
 * Keys the portal keeps in the browser (spec §3). Access never throws: private
 * modes and full quotas simply forget.
 */
export const STORAGE_KEYS = {
  token: 'wc_author_token',
  lang: 'lang',
  site: 'from_site',
  menuOpen: 'sidebarStatus',
  deviceId: 'wc_device_id',
  bookSectionId: 'book_section_id',
  fromLangLogin: 'from_lang_login',
  fromSectionId: 'from_section_id',
  infoNotify: 'info_notify',
  snsPlatform: 'wc_sns_platform',
} as const;

export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: keep going without it */
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};
