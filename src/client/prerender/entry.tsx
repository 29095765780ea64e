import * as React from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createDOMRenderer, RendererProvider, renderToStyleElements, SSRProvider } from '@fluentui/react-components';
import { brandForSite, brandKeyForSite, brandedSiteIds } from '@writers-center/design-system';
import type { Locale } from '../../domain/locales';
import { createStore } from '../app/store';
import { Providers } from '../app/providers';
import { AppRoutes, preloadPath } from '../app/router';
import { LoadingScreen } from '../app/RouteGuard';
import { catalogSnapshot, catalogsReady, loadMessages } from '../lib/intl';
import { routes } from '../lib/routes';
import { layoutMessages } from '../features/layout';
import { createIntl } from 'react-intl';

export { routes } from '../lib/routes';
export { LOCALES } from '../../domain/locales';

/** Each branded site id's brand key: its brand's module (`design-system/src/brands/sites/<key>.ts`). */
export const SITE_BRAND_KEYS: Record<number, string> = Object.fromEntries(brandedSiteIds.map((id) => [id, brandKeyForSite(id)!]));

export interface Prerendered {
  /** the page's markup, to go inside #root */
  body: string;
  /** the style elements its first paint needs */
  styles: string;
  /** the document's title, as the portal sets it */
  title: string;
}

/**
 * A public page as a signed-out visitor of the default brand first sees it, in `locale` and
 * `colorMode`: run at build time (scripts/prerender.mjs) so the page paints before any script.
 */
export async function renderPage(path: string, locale: Locale, colorMode: 'light' | 'dark'): Promise<Prerendered> {
  const store = createStore({ lang: locale, menuOpen: true });
  await loadMessages(locale);
  // The screen's code first: rendered at once, never the loading state.
  await preloadPath(path);
  await catalogsReady(locale);
  const messages = catalogSnapshot(locale);
  const { body, styles } = render(
    <Providers store={store} initialMessages={{ locale, messages }} colorMode={colorMode}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
  const intl = createIntl({ locale, messages, defaultLocale: 'en' });
  const route = routes.find((r) => r.path === path);
  const brand = brandForSite(undefined).name;
  const title = route ? intl.formatMessage(layoutMessages.documentTitle, { page: intl.formatMessage(route.title), brand }) : brand;
  return { body, styles, title };
}

/** The markup of a tree and the styles Griffel collected while rendering it. */
function render(tree: React.ReactElement): { body: string; styles: string } {
  const renderer = createDOMRenderer();
  const body = renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>{tree}</SSRProvider>
    </RendererProvider>,
  );
  return { body, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>) };
}

/** A screen of its own in the portal's providers (not a route's): a phone's notice, the loading screen. */
async function renderScreen(screen: React.ReactElement, locale: Locale, colorMode: 'light' | 'dark'): Promise<Prerendered> {
  const store = createStore({ lang: locale, menuOpen: false });
  const messages = await loadMessages(locale);
  const { body, styles } = render(
    <Providers store={store} initialMessages={{ locale, messages }} colorMode={colorMode}>
      {screen}
    </Providers>,
  );
  return { body, styles, title: brandForSite(undefined).name };
}

/** What a phone sees on any page (main.tsx): the notice that takes it to the mobile author login. */
export async function renderMobileNotice(locale: Locale, colorMode: 'light' | 'dark'): Promise<Prerendered> {
  // Imported first: its module declares its catalog, which renderScreen's loadMessages then fetches.
  const { DeviceNotice } = await import('../features/devices/DeviceNotice');
  return renderScreen(<DeviceNotice kind="mobile" />, locale, colorMode);
}

/**
 * What a page that is not prerendered (a signed-in one) shows from its document while its code
 * loads: the portal's own loading screen, which the portal then replaces.
 */
export function renderLoading(locale: Locale, colorMode: 'light' | 'dark'): Promise<Prerendered> {
  return renderScreen(<LoadingScreen />, locale, colorMode);
}
