/** The cookie the portal keeps the author's token in (read at startup); the live notice stream reads it too. */
export const AUTHOR_TOKEN_COOKIE = 'wc_author_token';
/** The cookie of the language the portal is read in; the server answers a page's document in it. */
export const LANG_COOKIE = 'lang';
/** The cookie of the site the author came from (also kept in storage); the server sends that brand's page. */
export const SITE_COOKIE = 'from_site';

/**
 * How a wait after too many sign-in attempts is said, from the `retryAfter` seconds the server sends:
 * in seconds under a minute, else in whole minutes rounded up. The server's 4029 and the portal's
 * countdown say it alike, so the two never disagree.
 */
export type WaitInWords = { unit: 'seconds'; seconds: number } | { unit: 'minutes'; minutes: number };
export function waitInWords(retryAfter: number): WaitInWords {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return seconds < 60 ? { unit: 'seconds', seconds } : { unit: 'minutes', minutes: Math.ceil(seconds / 60) };
}

/** How long a mailed sign-in link (asked for while sign-in is slowed down) works, in minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
/** The query parameter of /login that carries a mailed sign-in link's token. */
export const SIGN_IN_LINK_PARAM = 'signin_token';
