import * as React from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { codeFetching, subscribeCodeFetching } from '@writers-center/design-system';
import type { Locale } from '../../../src/domain/locales';
import { createStore } from '../../../src/client/app/store';
import { AppRoutes, preloadPath } from '../../../src/client/app/router';
import { screensLoading, subscribeScreensLoading } from '../../../src/client/lib/screen-loader';
import { Providers } from '../../../src/client/app/providers';
import { portalCatalog } from '../../support/catalogs';
import { siteIdOfGlobal } from '../../support/brand-global';
import { storySite } from '../handlers/session';
import { watchScreens } from './readiness';
import { STORAGE_KEYS, storage } from '../../../src/client/lib/storage';

/** A token the handlers accept; the session is whatever `author.info` answers. */
export const STORY_TOKEN = 'story-token';

/**
 * Forgets what an earlier story left in the browser (tag tabs, drafts, "don't ask again",
 * cookies) and keeps the toolbar's language as the author's own choice, so the account's saved
 * language does not replace it once `author.info` answers.
 */
function startFresh(locale: Locale) {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  storage.set(STORAGE_KEYS.lang, locale);
}

export interface ScreenStoryProps {
  /** the address the screen opens at, e.g. `/mywork` */
  path: string;
  /** signed in (the default) or a guest */
  signedIn?: boolean;
  locale: Locale;
  /** the site id of the toolbar's brand; undefined for the default brand */
  site?: number;
  colorMode: 'light' | 'dark';
}

/**
 * The portal itself at one address: the real store, router, providers and screen, with the API
 * answered by the story's MSW handlers. Everything starts from nothing on each mount.
 */
export function ScreenStory({ path, signedIn = true, locale, site, colorMode }: ScreenStoryProps) {
  const [app] = React.useState(() => {
    startFresh(locale);
    storySite.current = site;
    const store = createStore({ token: signedIn ? STORY_TOKEN : undefined, lang: locale, site, menuOpen: true });
    // Settled when no screen's code, nor a part's it fetches when shown (the rich editor, a dialog), is on its way.
    watchScreens(
      () => screensLoading() === 0 && codeFetching() === 0,
      (listener) => {
        const unsubscribe = [subscribeScreensLoading(listener), subscribeCodeFetching(listener)];
        return () => unsubscribe.forEach((stop) => stop());
      },
    );
    preloadPath(path).catch(() => undefined);
    return { store };
  });
  return (
    <Providers store={app.store} initialMessages={{ locale, messages: portalCatalog(locale) }} colorMode={colorMode} isolatedCache>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>
  );
}

/** Screen stories' args: where the screen opens, and as whom. */
export interface ScreenArgs {
  path: string;
  signedIn?: boolean;
}

/**
 * Renders the story's `path` as the portal does, in the toolbar's brand, language and colour mode;
 * a change of any of them starts the screen again from nothing.
 */
export const screenDecorator: Decorator = (_Story, context) => {
  const { site, locale, colorMode } = context.globals as { site: unknown; locale: Locale; colorMode: 'light' | 'dark' };
  const siteId = siteIdOfGlobal(site);
  const args = context.args as unknown as ScreenArgs;
  return <ScreenStory key={`${context.id}|${locale}|${siteId}|${colorMode}`} path={args.path} signedIn={args.signedIn} locale={locale} site={siteId} colorMode={colorMode} />;
};
