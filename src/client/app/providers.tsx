import * as React from 'react';
import { Provider } from 'react-redux';
import { IntlProvider, useIntl } from 'react-intl';
import { SWRConfig } from 'swr';
import { BrandProvider, ToastHost, useToast } from '@writers-center/design-system';
import type { Locale } from '../../domain/locales';
import { ApiCode } from '../../domain/errors';
import { configureHttp, NETWORK_ERROR, TIMEOUT_ERROR, type ApiError } from '../lib/http';
import { catalogSnapshot, loadMessages, subscribeCatalogs } from '../lib/intl';
import { swrFetcher } from '../lib/swr';
import { deferArrivals } from '../lib/swr-deferred';
import { sessionExpired } from '../session/session-slice';
import { httpMessages } from '../lib/http-messages';
import { useAppSelector, type AppStore } from './store';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Keeps the catalog of the chosen language; the old one stays until the new one is in. Catalogs a
 * screen loads later (lib/intl) join it as they arrive.
 */
function IntlRoot({ initial, children }: { initial: { locale: Locale; messages: Record<string, string> }; children: React.ReactNode }) {
  const lang = useAppSelector((s) => s.session.lang);
  const [locale, setLocale] = React.useState(initial.locale);
  React.useEffect(() => {
    if (lang === locale) return;
    let live = true;
    void loadMessages(lang).then(() => live && setLocale(lang));
    return () => {
      live = false;
    };
  }, [lang, locale]);
  React.useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const snapshot = () => catalogSnapshot(locale);
  const loaded = React.useSyncExternalStore(subscribeCatalogs, snapshot, snapshot);
  const messages = React.useMemo(() => (locale === initial.locale ? { ...initial.messages, ...loaded } : loaded), [initial, locale, loaded]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

function usePrefersDark(): boolean {
  const query = '(prefers-color-scheme: dark)';
  const [dark, setDark] = React.useState(() => (typeof window === 'undefined' ? false : (window.matchMedia?.(query).matches ?? false)));
  React.useEffect(() => {
    const m = window.matchMedia?.(query);
    const on = () => setDark(m.matches);
    m?.addEventListener('change', on);
    return () => m?.removeEventListener('change', on);
  }, []);
  return dark;
}

function BrandRoot({ colorMode, children }: { colorMode?: ColorMode; children: React.ReactNode }) {
  const site = useAppSelector((s) => s.session.site);
  const lang = useAppSelector((s) => s.session.lang);
  const dark = usePrefersDark();
  return (
    <BrandProvider siteId={site} lang={lang} colorMode={colorMode ?? (dark ? 'dark' : 'light')}>
      {children}
    </BrandProvider>
  );
}

/** Where the HTTP client sends an author whose session ended: the router's navigation, once it is up. */
interface Navigation {
  /** the address shown, path and query */
  current(): string;
  replace(to: string): void;
}
const NavigationContext = React.createContext<React.RefObject<Navigation | null>>({ current: null });

/** Gives the HTTP client (HttpBridge, above the router) the router's navigation; rendered inside the router. */
export function RouterBridge() {
  const navigation = React.useContext(NavigationContext);
  const navigate = useNavigate();
  const location = useLocation();
  const shown = React.useRef(location);
  shown.current = location;
  React.useLayoutEffect(() => {
    navigation.current = {
      current: () => shown.current.pathname + shown.current.search,
      replace: (to) => void navigate(to, { replace: true }),
    };
    return () => {
      navigation.current = null;
    };
  }, [navigation, navigate]);
  return null;
}

/** Connects the HTTP client to the store, the toasts and the router. */
function HttpBridge({ store }: { store: AppStore }) {
  const intl = useIntl();
  const toast = useToast();
  const navigation = React.useContext(NavigationContext);
  const intlRef = React.useRef(intl);
  intlRef.current = intl;
  // A layout effect: it runs before those of the screens below (SWR asks for its first answer in
  // one), so a page's very first call already carries the language and the token.
  React.useLayoutEffect(() => {
    configureHttp({
      getToken: () => store.getState().session.token,
      getLang: () => store.getState().session.lang,
      onUnauthorized: () => {
        if (!store.getState().session.token) return;
        store.dispatch(sessionExpired());
        const router = navigation.current;
        const shown = router ? router.current() : window.location.pathname + window.location.search;
        const to = `/login?redirect=${encodeURIComponent(shown)}`;
        if (router) router.replace(to);
        else window.location.replace(to); // a screen outside the router (a phone's notice)
      },
      onError: (error: ApiError) => {
        const i = intlRef.current;
        const title =
          error.code === NETWORK_ERROR
            ? i.formatMessage(httpMessages.network)
            : error.code === TIMEOUT_ERROR
              ? i.formatMessage(httpMessages.timeout)
              : error.desc || i.formatMessage(httpMessages.server);
        toast({ intent: error.code === ApiCode.TooFrequent ? 'warning' : 'error', title });
      },
    });
  }, [store, navigation, toast]);
  return null;
}

type ColorMode = 'light' | 'dark';

/** Answers render in a background pass (lib/swr-deferred). */
const SWR_MIDDLEWARE = [deferArrivals];

export function Providers({
  store,
  initialMessages,
  colorMode,
  isolatedCache = false,
  children,
}: {
  store: AppStore;
  initialMessages: { locale: Locale; messages: Record<string, string> };
  /** a fixed colour mode (stories); the system's by default */
  colorMode?: ColorMode;
  /** a cache of its own instead of SWR's global one, so a remount starts from nothing (stories, tests) */
  isolatedCache?: boolean;
  children: React.ReactNode;
}) {
  const provider = React.useMemo(() => (isolatedCache ? () => new Map() : undefined), [isolatedCache]);
  const navigation = React.useRef<Navigation>(null);
  return (
    <Provider store={store}>
      <NavigationContext.Provider value={navigation}>
        <IntlRoot initial={initialMessages}>
          <BrandRoot colorMode={colorMode}>
            <ToastHost>
              <HttpBridge store={store} />
              <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: true, provider, use: SWR_MIDDLEWARE }}>{children}</SWRConfig>
            </ToastHost>
          </BrandRoot>
        </IntlRoot>
      </NavigationContext.Provider>
    </Provider>
  );
}
