import * as React from 'react';

/**
 * A module fetched when first wanted, for parts a page shows only sometimes or only after its
 * data (a dialog, a tooltip, a chart). Unlike React.lazy, a failed fetch (offline) is not kept:
 * nothing shows and nothing breaks, and the next time the part is wanted the fetch is tried again.
 */
export function loadableModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
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
    /** the module once its code is in; asks for it while `wanted` */
    useModule(wanted: boolean): M | undefined {
      const [, rerender] = React.useReducer((n: number) => n + 1, 0);
      React.useEffect(() => {
        if (!wanted || loaded) return;
        let live = true;
        fetchCode().then(
          () => live && rerender(),
          () => undefined,
        );
        return () => {
          live = false;
        };
      }, [wanted]);
      return loaded;
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
  };
}
