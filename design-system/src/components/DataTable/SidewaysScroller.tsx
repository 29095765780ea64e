import type * as React from 'react';
import { useOverflowsSideways } from '../../utils/useOverflowsSideways';

/**
 * The table's sideways scroller: when its columns are wider than the page it scrolls, and then it
 * takes the focus itself (a named group), so keyboard users can scroll it even with no link inside.
 */
export function SidewaysScroller({ className, label, children }: { className: string; label?: string; children: React.ReactNode }) {
  const [ref, overflows] = useOverflowsSideways<HTMLDivElement>();
  return (
    <div ref={ref} className={className} tabIndex={overflows ? 0 : undefined} role={overflows ? 'group' : undefined} aria-label={overflows ? label : undefined}>
      {children}
    </div>
  );
}
