import * as React from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address's query and a way to change part of it. React Router hands a functional update the
 * query of the last render, so two changes before the next render (two menus set in quick
 * succession) would lose the first; here each change starts from the one asked for last.
 */
export function useQueryChange() {
  const [params, setParams] = useSearchParams();
  const latest = React.useRef(params);
  React.useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = React.useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
}
