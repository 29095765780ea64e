import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadBrandForSite } from '@writers-center/design-system';
import { createStore } from './app/store';
import { AppRoutes, preloadPath } from './app/router';
import { Providers } from './app/providers';
import { loadMessages } from './lib/intl';
import { deviceKind } from './lib/browser-support';

async function start() {
  const store = createStore();
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
