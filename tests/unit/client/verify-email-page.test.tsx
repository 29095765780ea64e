import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createStore } from '../../../src/client/app/store';
import { readBoot } from '../../../src/client/lib/boot';
import { sessionStarted, userInfoLoaded } from '../../../src/client/session/session-slice';
import VerifyEmailPage from '../../../src/client/features/auth/VerifyEmailPage';
import { portalCatalog } from '../../support/portal-catalog';

const en = portalCatalog('en', { withDomain: false });

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderAt(url: string, store = createStore(readBoot())) {
  render(
    <React.StrictMode>
      <Provider store={store}>
        <IntlProvider locale="en" messages={en}>
          <FluentProvider theme={webLightTheme}>
            <MemoryRouter initialEntries={[url]}>
              <VerifyEmailPage />
            </MemoryRouter>
          </FluentProvider>
        </IntlProvider>
      </Provider>
    </React.StrictMode>,
  );
  return store;
}

const answer = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('/verify-email', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    // The signed-in case leaves its token cookie behind.
    for (const c of document.cookie.split('; ')) {
      const name = c.split('=')[0];
      if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    }
    localStorage.clear();
  });

  it('sends the single-use token once (even mounted twice) and marks the session verified', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer({ code: 200, desc: 'OK' }));
    vi.stubGlobal('fetch', fetch);
    const store = createStore(readBoot());
    store.dispatch(sessionStarted({ token: 't' }));
    store.dispatch(userInfoLoaded({ info: { author_status: 0, author_name: null, avatar: null, email: 'a@b.test', from_site: null, lang: 'en', email_verified: false } }));
    renderAt('/verify-email?token=abc123', store);
    expect(await screen.findByText(en['auth.verify.done'])).toBeTruthy();
    const verifyCalls = fetch.mock.calls.filter(([url]) => url.includes('/v1/user.email_verify'));
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls[0][1]?.body))).toEqual({ token: 'abc123' });
    expect(store.getState().session.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: en['auth.verify.toDashboard'] })).toBeTruthy();
  });

  it('says when the link is spent or expired, and sends nothing without a token', async () => {
    const fetch = vi.fn(async () => answer({ code: 4001, desc: 'This link is not valid' }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/verify-email?token=spent');
    expect(await screen.findByText(new RegExp(en['auth.verify.invalidHint']))).toBeTruthy();
    expect(screen.getByRole('link', { name: en['auth.signup.toLogin'] })).toBeTruthy();
    cleanup();
    fetch.mockClear();
    renderAt('/verify-email');
    expect(await screen.findByText(new RegExp(en['auth.verify.invalidHint']))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
