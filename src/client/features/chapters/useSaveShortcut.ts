import * as React from 'react';

/** Macs save with ⌘S, everything else with Ctrl+S. */
export const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** S by the key's position too, so Ctrl+S works on Russian or Thai layouts, where the key types ы or ห. */
const isS = (event: KeyboardEvent) => {
  const key = event.key ?? '';
  return key.toLowerCase() === 's' || (!/^[a-z]$/i.test(key) && event.code === 'KeyS');
};

/**
 * Ctrl+S (⌘S on a Mac) anywhere on the page never opens the browser's "Save
 * page as" (authors press it out of habit); it calls `onSave`, which decides
 * whether saving makes sense now (not while a dialog asks something else).
 */
export function useSaveShortcut(onSave: () => void) {
  const latest = React.useRef(onSave);
  React.useEffect(() => {
    latest.current = onSave;
  });
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // AltGr is Ctrl+Alt on European layouts: not this shortcut.
      if (event.isComposing || event.altKey || event.shiftKey || !(isApple() ? event.metaKey : event.ctrlKey) || !isS(event)) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The shortcut as a component, for places where hooks cannot go (a Formik render prop). */
export function SaveShortcut({ onSave }: { onSave(): void }) {
  useSaveShortcut(onSave);
  return null;
}
