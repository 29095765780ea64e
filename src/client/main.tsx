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
  const messages = await loadMessages(locale);
  const router = createRouter();
  const kind = deviceKind(navigator.userAgent);
  const DeviceNotice = kind === 'desktop' ? null : (await import('./features/devices/DeviceNotice')).DeviceNotice;
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <Providers store={store} router={router} initialMessages={{ locale, messages }}>
        {DeviceNotice && kind !== 'desktop' ? <DeviceNotice kind={kind} /> : <RouterProvider router={router} />}
      </Providers>
    </React.StrictMode>,
  );
}

void start();
