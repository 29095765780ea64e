import * as React from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The page scrolls inside the shell's main region, not the window: every navigation starts
 * it at the top, and Back / Forward put it where it was (waiting a moment for the page to be as
 * long as it was, while its data arrives).
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
    let frame = 0;
    let tries = 0;
    const restore = () => {
      main.scrollTop = saved ?? 0;
      if (saved !== undefined && Math.abs(main.scrollTop - saved) > 1 && tries++ < 60) frame = requestAnimationFrame(restore);
    };
    // A shell built just now is at the top already; setting it would cost a layout before the first paint.
    if (built.current || saved !== undefined) restore();
    built.current = true;
    const remember = () => positions.current.set(key, main.scrollTop);
    main.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      main.removeEventListener('scroll', remember);
    };
  }, [location.key, type]);
}
