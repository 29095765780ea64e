import * as React from 'react';

/** Where a key press is text being typed (or a control's own key), not a shortcut. */
const typing = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"], [role="listbox"], [role="menu"]') !== null;
};

/** The inbox's shortcuts: j/k move, r replies, p pins or unpins, ? lists them. Off while typing or in a dialog. */
export function useInboxKeys(options: { enabled: boolean; onNext(): void; onPrevious(): void; onReply(): void; onPin(): void; onHelp(): void }) {
  const latest = React.useRef(options);
  latest.current = options;
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const o = latest.current;
      if (!o.enabled || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      const action = { j: o.onNext, k: o.onPrevious, r: o.onReply, p: o.onPin, '?': o.onHelp }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
