import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createStore } from './app/store';
import { createRouter } from './app/router';
import { Providers } from './app/providers';
import { loadMessages } from './lib/intl';

async function start() {
  const store = createStore();
  const locale = store.getState().session.lang;
  const messages = await loadMessages(locale);
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <Providers store={store} router={router} initialMessages={{ locale, messages }}>
        <RouterProvider router={router} />
      </Providers>
    </React.StrictMode>,
  );
}

void start();
