import * as React from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** How long a closing dialog may take to leave (its exit motion) before the focus is given back regardless. */
const MAX_FRAMES = 90;

const nextFrame = (step: () => void): (() => void) => {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(step, 16);
  return () => window.clearTimeout(id);
};

/**
 * Puts the focus back on `target` once the dialog that holds it has gone: while the focus is
 * still in the closing dialog (its exit motion) or fell to <body>. Stops as soon as the focus is
 * somewhere else on purpose (another dialog, a field the page chose), or when `target` has left
 * the page.
 */
function giveFocusBack(target: HTMLElement): () => void {
  const active = document.activeElement;
  const closing = active instanceof Element ? active.closest(DIALOG) : null;
  let frames = 0;
  let cancel = () => undefined as void;
  const step = () => {
    if (!target.isConnected) return;
    const now = document.activeElement;
    const lost = !now || now === document.body || !now.isConnected;
    const stillInside = closing !== null && closing.isConnected && now instanceof Element && closing.contains(now);
    if (lost || stillInside) target.focus();
    else if (now !== target) return;
    // Until the closing dialog has left, its focus trap may take the focus back: look again.
    if (closing?.isConnected && ++frames < MAX_FRAMES) cancel = nextFrame(step);
  };
  step();
  return () => cancel();
}

/**
 * Returns the focus to the control that had it when the dialog opened, once the dialog closes.
 * Fluent's Dialog does this only for a DialogTrigger's child; a dialog opened from state (a menu
 * item, a button that loads something first, a row's action) has none, and the focus fell to
 * <body>, so a keyboard user started again from the top of the page.
 */
export function useReturnFocus(open: boolean): void {
  const opener = React.useRef<HTMLElement | null>(null);
  const wasOpen = React.useRef(false);
  const returning = React.useRef<() => void>(() => undefined);
  // Read while rendering the opening: the dialog's own effects move the focus inside before ours run.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;

  React.useEffect(() => {
    if (open) {
      // Opened again before the focus went back: this opening's opener counts.
      returning.current();
      return;
    }
    const target = opener.current;
    opener.current = null;
    // Not cancelled when the dialog unmounts: it may leave right after closing.
    if (target) returning.current = giveFocusBack(target);
  }, [open]);

  // Removed while open (a dialog shown by mounting it): the same, once it has gone (and not when
  // StrictMode only runs the effects twice).
  const mounted = React.useRef(false);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const target = opener.current;
      if (target) window.setTimeout(() => !mounted.current && giveFocusBack(target), 0);
    };
  }, []);
}
