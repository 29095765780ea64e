import * as React from 'react';
import { catalogsReady } from './intl';
import type { ScreenName } from './routes';

type Page<P> = { default: React.ComponentType<P> };

/** No props: what a screen the route table shows takes. */
type None = Record<string, never>;

/** A feature's screens by name, each the dynamic import of its module (the feature's index.ts declares them). */
export type ScreenLoaders = { readonly [name in ScreenName]?: () => Promise<Page<None>> };

export interface LazyScreen<P extends object = None> {
  /** the screen, suspending (React Suspense) until its code and words are in; its props go through */
  (props: P): React.ReactElement;
  /** fetches the code, then the catalogs of everything it shows; a failure stays until `retryFailedScreens` */
  preload(): Promise<void>;
}

let loading = 0;
const listeners = new Set<() => void>();
/** Forgets each screen's failed fetch, so the next render fetches again. */
const forgetFailures = new Set<() => void>();
export const retryFailedScreens = () => forgetFailures.forEach((forget) => forget());
const changed = () => listeners.forEach((listener) => listener());

/** How many screens' code is on its way (stories wait for none before their screenshot). */
export const screensLoading = () => loading;
export function subscribeScreensLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A screen whose code comes when its route is first shown: the module, then the catalogs of
 * everything it shows (declared as its modules ran), before it renders. Once in, it renders at
 * once, so a page whose screen was fetched before React starts (main.tsx) or before a build-time
 * render (prerender) never shows the loading state.
 */
export function lazyScreen<P extends object = None>(load: () => Promise<Page<P>>): LazyScreen<P> {
  let Loaded: React.ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failure: unknown;
  forgetFailures.add(() => (failure = undefined));
  const preload = () => {
    if (pending) return pending;
    // Kept until "Try again": a render while it shows must not fetch again (and fail again, and render again…).
    if (failure !== undefined) return Promise.reject(failure);
    loading += 1;
    changed();
    const settle = () => {
      loading -= 1;
      changed();
    };
    pending = load()
      .then(async (module) => {
        await catalogsReady();
        Loaded = module.default;
        failure = undefined;
      })
      .then(settle, (err: unknown) => {
        pending = undefined;
        failure = err;
        settle();
        throw err;
      });
    return pending;
  };
  function Screen(props: P) {
    // A fetch that failed (offline) shows in the nearest error boundary, until it is retried.
    if (!Loaded && failure !== undefined) throw failure;
    // Thrown rather than `React.use`d: Suspense retries it when it settles, in tests' `act` too.
    if (!Loaded) throw preload();
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
