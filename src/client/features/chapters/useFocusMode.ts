import * as React from 'react';

/** The portal's frame: its menu, top bar, breadcrumbs and footer, by their landmarks. */
const FRAME = 'nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"]';

/**
 * The frame's landmarks outside `keep` made inert (out of reach of the keyboard and of assistive
 * technology, as under a modal dialog); what covers them is focus mode's own layer. Returns the undo.
 */
function shutOutside(keep: HTMLElement): () => void {
  const shut = Array.from(document.querySelectorAll<HTMLElement>(FRAME)).filter((el) => !el.contains(keep) && !keep.contains(el) && !el.inert && !el.closest('[inert]'));
  shut.forEach((el) => (el.inert = true));
  return () => shut.forEach((el) => (el.inert = false));
}

/**
 * Focus mode: the chapter alone on the screen, the portal's frame out of sight and out of reach.
 * Escape leaves it, unless something above it (a dialog, the find bar) takes the key first: `held`
 * says when one is open.
 */
export function useFocusMode(held: boolean, area: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = React.useState(false);
  const heldRef = React.useRef(held);
  heldRef.current = held;
  React.useEffect(() => {
    if (!on) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || heldRef.current) return;
      setOn(false);
    };
    document.addEventListener('keydown', leave);
    const reopen = area.current ? shutOutside(area.current) : () => undefined;
    return () => {
      document.removeEventListener('keydown', leave);
      reopen();
    };
  }, [on, area]);
  return { on, enter: React.useCallback(() => setOn(true), []), leave: React.useCallback(() => setOn(false), []) };
}
