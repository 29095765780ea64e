/** The cookie the portal keeps the author's token in (spec §3: read at startup); the live notice stream reads it too. */
export const AUTHOR_TOKEN_COOKIE = 'wc_author_token';
/** The cookie of the language the portal is read in; the server answers a page's document in it. */
export const LANG_COOKIE = 'lang';
/** The cookie of the site the author came from (also kept in storage); the server sends that brand's page. */
export const SITE_COOKIE = 'from_site';
