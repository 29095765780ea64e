import * as React from 'react';

/**
 * A component fetched on first use, for a trigger that stands in for it until then: the module is
 * fetched when the pointer or the focus comes to the trigger, and the component is put in place
 * when the trigger is pressed (click, Enter, Space or ArrowDown), never mid-click. Used by the
 * menus (LanguageSelector, AvatarMenu), which then mount open.
 */
export function useLoadedOnPress<P>(load: () => Promise<React.ComponentType<P>>) {
  const [Loaded, setLoaded] = React.useState<React.ComponentType<P>>();
  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => void load().then((component) => setLoaded(() => component)),
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      void load().then((component) => setLoaded(() => component));
    },
  };
  return { Loaded, triggerProps };
}
