import * as React from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), followed as the
 * element or its content change size. A region that scrolls must be reachable by keyboard.
 *
 * Measured only when the observer reports, after the browser's own layout: a measure as the
 * element mounts would force a layout of the whole page inside React's commit (on /mywork, the
 * longest task of its first load).
 */
export function useOverflowsSideways<T extends HTMLElement>(): [React.RefCallback<T>, boolean] {
  const [overflows, setOverflows] = React.useState(false);
  const observer = React.useRef<ResizeObserver | null>(null);
  const ref = React.useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
    if (node.firstElementChild) observer.current.observe(node.firstElementChild);
  }, []);
  return [ref, overflows];
}
