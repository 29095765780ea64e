import * as React from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back / Forward keeps following a page that grows towards its old position. */
const RESTORE_FOR_MS = 10_000;

/**
 * The page scrolls inside the shell's main region, not the window: every navigation starts
 * it at the top, and Back / Forward put it where it was. A page that is not yet as long as it was
 * (its data still arriving) is followed as it grows, until it reaches the position, the author
 * scrolls or types, or a few seconds pass.
 */
export function useMainScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = React.useRef(new Map<string, number>());
  const built = React.useRef(false);
  React.useLayoutEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const key = location.key;
    const saved = type === 'POP' ? positions.current.get(key) : undefined;
    const stops: (() => void)[] = [];
    const stop = () => stops.splice(0).forEach((s) => s());
    /** Scrolls to the saved position (or the top); whether it is there. */
    const restore = () => {
      main.scrollTop = saved ?? 0;
      return saved === undefined || Math.abs(main.scrollTop - saved) <= 1;
    };
    // A shell built just now is at the top already; setting it would cost a layout before the first paint.
    if ((built.current || saved !== undefined) && !restore() && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(() => restore() && stop());
      const watch = () => Array.from(main.children).forEach((child) => observer.observe(child));
      watch();
      // The page's parts may be put in afresh (a screen's code arriving): watched too.
      const replaced = new MutationObserver(() => (watch(), restore() && stop()));
      replaced.observe(main, { childList: true });
      const timer = window.setTimeout(stop, RESTORE_FOR_MS);
      const byAuthor = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
      for (const event of byAuthor) main.addEventListener(event, stop, { passive: true });
      stops.push(
        () => observer.disconnect(),
        () => replaced.disconnect(),
        () => window.clearTimeout(timer),
        () => byAuthor.forEach((event) => main.removeEventListener(event, stop)),
      );
    }
    built.current = true;
    const remember = () => positions.current.set(key, main.scrollTop);
    main.addEventListener('scroll', remember, { passive: true });
    return () => {
      stop();
      main.removeEventListener('scroll', remember);
    };
  }, [location.key, type]);
}
