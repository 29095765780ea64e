import * as React from 'react';

/** Macs save with ⌘S, everything else with Ctrl+S. */
export const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Ctrl+S (⌘S on a Mac) anywhere on the page saves instead of opening the
 * browser's "Save page as": authors press it out of habit.
 */
export function useSaveShortcut(onSave: () => void, enabled: boolean) {
  const latest = React.useRef(onSave);
  React.useEffect(() => {
    latest.current = onSave;
  });
  React.useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || event.altKey || event.shiftKey || !(isApple() ? event.metaKey : event.ctrlKey)) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** The shortcut as a component, for places where hooks cannot go (a Formik render prop). */
export function SaveShortcut({ onSave, enabled }: { onSave(): void; enabled: boolean }) {
  useSaveShortcut(onSave, enabled);
  return null;
}
