import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadBrandForSite } from '@writers-center/design-system';
import { createStore } from './app/store';
import { AppRoutes, preloadPath } from './app/router';
import { Providers } from './app/providers';
import { loadMessages } from './lib/intl';
import { configureHttp } from './lib/http';
import { deviceKind } from './lib/browser-support';
import { requestUserInfoEarly } from './session';

async function start() {
  const store = createStore();
  // The author's info is asked for now, beside the words and the brand, with the session's token and
  // language (the providers connect the rest of the HTTP client): a signed-in screen waits for it.
  configureHttp({ getToken: () => store.getState().session.token, getLang: () => store.getState().session.lang });
  if (store.getState().session.token) requestUserInfoEarly();
  const locale = store.getState().session.lang;
  const kind = deviceKind(navigator.userAgent);
  // The site's brand comes with the words (the first load carries only the default brand's).
  const [, notice] = await Promise.all([
    loadMessages(locale),
    kind === 'desktop' ? undefined : import('./features/devices/DeviceNotice'),
    loadBrandForSite(store.getState().session.site).catch(() => undefined),
  ]);
  // Again for the device notice's catalog, which its module declared as it ran (nothing else is fetched twice).
  const messages = await loadMessages(locale);
  const DeviceNotice = notice?.DeviceNotice;
  // A prerendered page (scripts/prerender.mjs) stays on screen until its route's code is in, so the
  // take-over goes straight from it to the live page, without the loading screen in between.
  if (document.querySelector('#root > [data-prerendered]') && !DeviceNotice) await preloadPath(location.pathname).catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them (input stays responsive while the portal takes over the painted page).
  React.startTransition(() =>
    root.render(
      <React.StrictMode>
        <Providers store={store} initialMessages={{ locale, messages }}>
          {DeviceNotice && kind !== 'desktop' ? (
            <DeviceNotice kind={kind} />
          ) : (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          )}
        </Providers>
      </React.StrictMode>,
    ),
  );
}

void start();
