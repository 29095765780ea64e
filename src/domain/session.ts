/** The cookie the portal keeps the author's token in (spec §3: read at startup); the live notice stream reads it too. */
export const AUTHOR_TOKEN_COOKIE = 'wc_author_token';
