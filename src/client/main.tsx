import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createStore } from './app/store';
import { createRouter } from './app/router';
import { Providers } from './app/providers';
import { loadMessages } from './lib/intl';
import { deviceKind } from './lib/browser-support';

async function start() {
  const store = createStore();
  const locale = store.getState().session.lang;
  const kind = deviceKind(navigator.userAgent);
  const [, notice] = await Promise.all([loadMessages(locale), kind === 'desktop' ? undefined : import('./features/devices/DeviceNotice')]);
  // Again for the device notice's catalog, which its module declared as it ran (nothing else is fetched twice).
  const messages = await loadMessages(locale);
  const DeviceNotice = notice?.DeviceNotice;
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <Providers store={store} router={router} initialMessages={{ locale, messages }}>
        {DeviceNotice && kind !== 'desktop' ? <DeviceNotice kind={kind} /> : <RouterProvider router={router} />}
      </Providers>
    </React.StrictMode>,
  );
}

void start();
