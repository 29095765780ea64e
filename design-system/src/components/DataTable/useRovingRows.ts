import * as React from 'react';

/**
 * Activatable rows: one Tab stop, arrow keys between rows (a roving tabindex; Fluent's
 * arrow-navigation group would add tabster's focusable dummies, which axe rejects inside a table).
 * Home and End reach the first and last row shown, except in a virtual window.
 */
export function useRovingRows(visibleRows: readonly { id: string }[], activatable: boolean, virtualize: boolean) {
  const [activeRowId, setActiveRowId] = React.useState<string | undefined>(undefined);
  const tabbableRowId = !activatable ? undefined : visibleRows.some((r) => r.id === activeRowId) ? activeRowId : visibleRows[0]?.id;
  const onBodyKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!activatable) return;
    const row = event.target instanceof HTMLElement ? event.target : null;
    if (!row?.dataset.rowId) return;
    const index = visibleRows.findIndex((r) => r.id === row.dataset.rowId);
    const last = visibleRows.length - 1;
    const target =
      event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : !virtualize && event.key === 'Home' ? 0 : !virtualize && event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    const id = visibleRows[Math.max(0, Math.min(last, target))]?.id;
    if (id === undefined) return;
    event.currentTarget.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`)?.focus();
  };
  return { tabbableRowId, onRowFocus: setActiveRowId, onBodyKeyDown };
}
