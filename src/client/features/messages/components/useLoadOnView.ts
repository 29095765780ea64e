import * as React from 'react';

/** Calls `load` whenever the returned element scrolls into view (infinite scroll), while `active`. */
export function useLoadOnView(active: boolean, load: () => void) {
  const ref = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(load);
  latest.current = load;
  React.useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '400px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
