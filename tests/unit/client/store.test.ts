import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../../../src/client/app/store';
import { readBoot } from '../../../src/client/lib/boot';
import { languageChanged, sessionExpired, sessionStarted, signedOut, userInfoLoaded } from '../../../src/client/session/session-slice';
import { menuToggled, pageVisited } from '../../../src/client/session/ui-slice';
import { getCookie } from '../../../src/client/lib/cookies';

const clearCookies = () => {
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
};

describe('session store', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads the token, language and menu state from cookies at start-up', () => {
    document.cookie = 'wc_author_token=abc; Path=/';
    document.cookie = 'lang=th; Path=/';
    document.cookie = 'sidebarStatus=0; Path=/';
    const boot = readBoot();
    expect(boot).toMatchObject({ token: 'abc', lang: 'th', menuOpen: false });
  });

  it('takes the site from a ?site= link and keeps it in local storage', () => {
    window.history.replaceState(null, '', '/login?site=520');
    expect(readBoot().site).toBe(520);
    expect(localStorage.getItem('from_site')).toBe('520');
    window.history.replaceState(null, '', '/login?site=9999');
    expect(readBoot().site).toBe(520);
  });

  it('writes the token cookie on sign-in and removes it on sign-out or expiry', () => {
    const store = createStore(readBoot());
    store.dispatch(sessionStarted({ token: 't1' }));
    expect(getCookie('wc_author_token')).toBe('t1');
    store.dispatch(signedOut());
    expect(getCookie('wc_author_token')).toBeUndefined();
    expect(store.getState().session.ended).toBe('signedOut');
    store.dispatch(sessionStarted({ token: 't2' }));
    store.dispatch(pageVisited({ path: '/mywork', titleId: 'mywork' }));
    store.dispatch(sessionExpired());
    expect(getCookie('wc_author_token')).toBeUndefined();
    expect(store.getState().ui.tabs).toEqual([]);
  });

  it('fills the session from user info and stores from_site and lang', () => {
    const store = createStore(readBoot());
    store.dispatch(sessionStarted({ token: 't' }));
    store.dispatch(
      userInfoLoaded({
        info: { author_status: 1, author_name: 'Mara', avatar: null, email: 'm@x.test', from_site: 505, lang: 'es', email_verified: false },
        adoptLang: 'es',
      }),
    );
    expect(store.getState().session).toMatchObject({ name: 'Mara', authorStatus: 1, site: 505, lang: 'es', info: 'loaded' });
    expect(localStorage.getItem('from_site')).toBe('505');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(getCookie('lang')).toBe('es');
  });

  it('keeps the language choice in a cookie and local storage, and the menu state as 1 or 0', () => {
    const store = createStore(readBoot());
    store.dispatch(languageChanged('de'));
    expect(getCookie('lang')).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');
    const open = store.getState().ui.menuOpen;
    store.dispatch(menuToggled());
    expect(getCookie('sidebarStatus')).toBe(open ? '0' : '1');
  });
});

describe('tag tabs', () => {
  beforeEach(() => {
    sessionStorage.clear();
    clearCookies();
  });

  it('closing the tab shown goes to its right-hand neighbour, or the left one when it was last', async () => {
    const { tabAfterClosing } = await import('../../../src/client/session/ui-slice');
    const tabs = [{ path: '/dashboard' }, { path: '/mywork' }, { path: '/addbook' }];
    expect(tabAfterClosing(tabs, '/mywork', '/mywork')).toBe('/addbook');
    expect(tabAfterClosing(tabs, '/addbook', '/addbook')).toBe('/mywork');
    expect(tabAfterClosing(tabs, '/mywork', '/dashboard')).toBeNull();
    expect(tabAfterClosing([{ path: '/mywork' }], '/mywork', '/mywork')).toBeUndefined();
  });

  it('keeps the tabs for the browser session, and only while signed in', () => {
    document.cookie = 'wc_author_token=abc; Path=/';
    const first = createStore();
    first.dispatch(pageVisited({ path: '/dashboard', titleId: 'dashboard' }));
    first.dispatch(pageVisited({ path: '/mywork', titleId: 'mywork' }));
    expect(createStore().getState().ui.tabs.map((t) => t.path)).toEqual(['/dashboard', '/mywork']);
    createStore().dispatch(signedOut());
    expect(createStore().getState().ui.tabs).toEqual([]);
  });
});
