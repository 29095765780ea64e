import * as React from 'react';
import type { Middleware } from 'swr';

const DEFERRED = new Set<PropertyKey>(['data', 'error', 'isLoading']);

/**
 * An answer that arrives is shown by a background render, not the one SWR's store asks for.
 *
 * SWR keeps its cache in an external store, and React renders a change to one at once and in one
 * piece: on a phone, a screen that fills with its data (a calendar of 200 days, a table of chapters)
 * held the main thread for hundreds of milliseconds, and Lighthouse counted all of it as blocking
 * time. Behind `useDeferredValue`, the screen first renders as it was and then, in slices that yield
 * to input, with what arrived; `data`, `error` and `isLoading` change together, so a screen never
 * sees a finished load without its data. Everything else (`mutate`, `isValidating`, an infinite
 * list's `size`) is SWR's own.
 */
export const deferArrivals: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  // Reading the three marks them as used, so SWR renders again when any of them changes.
  const { data, error, isLoading } = swr;
  const latest = React.useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const shown = React.useDeferredValue(latest);
  return new Proxy(swr, {
    get: (target, prop) => (DEFERRED.has(prop) ? shown[prop as keyof typeof shown] : Reflect.get(target, prop, target)),
  });
};
