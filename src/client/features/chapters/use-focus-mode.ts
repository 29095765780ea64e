import * as React from 'react';

/**
 * Everything on the page outside `keep` (the portal's menu, top bar, breadcrumbs) made inert and
 * hidden from assistive technology, as a modal dialog does; Fluent's portals (dialogs, toasts) stay
 * usable. Returns the undo.
 */
function shutOutside(keep: HTMLElement): () => void {
  const shut: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute('data-portal-node') || sibling.inert) continue;
      sibling.inert = true;
      sibling.setAttribute('aria-hidden', 'true');
      shut.push(sibling);
    }
  }
  return () =>
    shut.forEach((el) => {
      el.inert = false;
      el.removeAttribute('aria-hidden');
    });
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
