import * as React from 'react';

/**
 * Focus mode: the chapter alone on the screen. Escape leaves it, unless something above it (a dialog,
 * the find bar) takes the key first: `held` says when one is open.
 */
export function useFocusMode(held: boolean) {
  const [on, setOn] = React.useState(false);
  const heldRef = React.useRef(held);
  heldRef.current = held;
  React.useEffect(() => {
    if (!on) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || heldRef.current) return;
      setOn(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [on]);
  return { on, enter: React.useCallback(() => setOn(true), []), leave: React.useCallback(() => setOn(false), []) };
}
