import { matchLocale, type Locale } from '../../domain/locales';
import { parseSiteId } from '../../domain/sites';
import { MOBILE_BREAKPOINT_PX } from '../../domain/limits';
import { getCookie, setCookie } from './cookies';
import { STORAGE_KEYS, storage } from './storage';

/** What the portal knows at start-up, before any call: cookies, storage, the URL. */
export interface Boot {
  token?: string;
  lang: Locale;
  site?: number;
  menuOpen: boolean;
}

export function readBoot(): Boot {
  const siteParam = new URLSearchParams(location.search).get('site');
  const site = parseSiteId(siteParam) ?? parseSiteId(storage.get(STORAGE_KEYS.site));
  if (siteParam && parseSiteId(siteParam) !== undefined) storage.set(STORAGE_KEYS.site, String(site));
  // Also as a cookie, so the server sends this brand's page rather than the default brand's.
  if (site !== undefined && getCookie(STORAGE_KEYS.site) !== String(site)) setCookie(STORAGE_KEYS.site, String(site));
  const lang =
    matchLocale(getCookie(STORAGE_KEYS.lang)) ??
    matchLocale(storage.get(STORAGE_KEYS.lang)) ??
    matchLocale(navigator.language) ??
    'en';
  const menuCookie = getCookie(STORAGE_KEYS.menuOpen);
  const narrow = window.innerWidth < MOBILE_BREAKPOINT_PX;
  return {
    token: getCookie(STORAGE_KEYS.token) || undefined,
    lang,
    site,
    menuOpen: narrow ? false : menuCookie !== '0',
  };
}

/** Whether the language came from an explicit choice (cookie or storage) rather than the browser. */
export function hasChosenLanguage(): boolean {
  return !!(matchLocale(getCookie(STORAGE_KEYS.lang)) ?? matchLocale(storage.get(STORAGE_KEYS.lang)));
}
