import * as React from 'react';

/** Back-off between fetches of a part still wanted after a failure; then it waits to be wanted again. */
const RETRY_DELAYS_MS = [500, 2000, 8000];

let fetching = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** How many parts' code is on its way now (stories wait for none before a screenshot). */
export const codeFetching = () => fetching;
/** Calls `listener` each time a part's code starts or stops coming. */
export function subscribeCodeFetching(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fetch, counted while it is on its way. */
function counted<M>(load: () => Promise<M>): Promise<M> {
  fetching += 1;
  changed();
  const done = () => {
    fetching -= 1;
    changed();
  };
  const promise = load();
  promise.then(done, done);
  return promise;
}

/**
 * A module fetched when first wanted, for parts a page shows only sometimes or only after its
 * data (a dialog, a tooltip, a chart). Unlike React.lazy, a failed fetch (offline) is not kept:
 * nothing breaks, the fetch is tried again while the part is wanted, and again the next time it is wanted.
 */
export function loadableModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const fetchCode = () =>
    (pending ??= counted(load).then(
      (module) => (loaded = module),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  return {
    /** fetches the code ahead of need; a failure is ignored (the next want tries again) */
    preload: () => void fetchCode().catch(() => undefined),
    /** fetches the code now, and says whether it came */
    load: fetchCode,
    /**
     * The module once its code is in; asks for it while `wanted`. A failed fetch is tried again while the
     * part is still wanted: after a short back-off, and at once when the browser comes back online.
     */
    useModule(wanted: boolean): M | undefined {
      const [, rerender] = React.useReducer((n: number) => n + 1, 0);
      const [attempt, retry] = React.useReducer((n: number) => n + 1, 0);
      const rendered = loaded;
      React.useEffect(() => {
        if (!wanted) return;
        // The code may have come between this render and its effects (a busy machine): show it.
        if (loaded) {
          if (!rendered) rerender();
          return;
        }
        let live = true;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const again = () => live && retry();
        fetchCode().then(
          () => live && rerender(),
          () => {
            if (!live || attempt >= RETRY_DELAYS_MS.length) return;
            timer = setTimeout(again, RETRY_DELAYS_MS[attempt]);
            window.addEventListener('online', again, { once: true });
          },
        );
        return () => {
          live = false;
          clearTimeout(timer);
          window.removeEventListener('online', again);
        };
      }, [wanted, rendered, attempt]);
      return loaded;
    },
    /**
     * The module, asked for now, for a part the page needs at once: says when the fetch failed
     * (offline), and `retry` asks again.
     */
    useLoad(): { module: M | undefined; failed: boolean; retry(): void } {
      const [attempt, setAttempt] = React.useState({ count: 0, failed: false });
      const [, rerender] = React.useReducer((n: number) => n + 1, 0);
      const rendered = loaded;
      React.useEffect(() => {
        if (loaded) {
          if (!rendered) rerender();
          return;
        }
        let live = true;
        fetchCode().then(
          () => live && rerender(),
          () => live && setAttempt((a) => ({ ...a, failed: true })),
        );
        return () => {
          live = false;
        };
      }, [attempt.count, rendered]);
      return {
        module: loaded,
        failed: !loaded && attempt.failed,
        retry: () => setAttempt((a) => ({ count: a.count + 1, failed: false })),
      };
    },
  };
}

/** A component fetched when first wanted (its module's default export); see `loadableModule`. */
export function loadable<P>(load: () => Promise<{ default: React.ComponentType<P> }>) {
  const module = loadableModule(load);
  return {
    preload: module.preload,
    /** fetches the code now: the module, or the fetch's failure */
    load: module.load,
    /** the component once its code is in; asks for it while `wanted` */
    useComponent: (wanted: boolean): React.ComponentType<P> | undefined => module.useModule(wanted)?.default,
    /** the component, asked for now; says when the fetch failed, and `retry` asks again */
    useLoad(): { Component: React.ComponentType<P> | undefined; failed: boolean; retry(): void } {
      const { module: loaded, failed, retry } = module.useLoad();
      return { Component: loaded?.default, failed, retry };
    },
  };
}
