import * as React from 'react';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';

export interface DataTableRowEntry<T> {
  row: T;
  id: string;
  /** 1-based aria-rowindex, counting the header row as 1 */
  ariaRowIndex: number;
}

/** The virtual window: its rows' height, the scroller's, and the room above and below the rows rendered. */
export interface DataTableVirtualWindow {
  paddingTop: number;
  paddingBottom: number;
  rowHeight: number;
  maxHeight: number;
  items: VirtualItem[];
}

export interface VirtualRowsOptions<T> {
  /** the rows of the current page (all rows when not paged) */
  pageRows: readonly T[];
  getRowId(row: T): string;
  /** the page's first row's place among all rows (0 when not paged) */
  offset: number;
  virtualize: boolean;
  rowHeight: number;
  overscan: number;
  maxHeight: number;
  onEndReached?(): void;
}

/**
 * The rows rendered now: the whole page, or (virtualised) the window of it in view with the room
 * the rest takes; each with its id and its aria-rowindex among all rows.
 */
export function useVirtualRows<T>({ pageRows, getRowId, offset, virtualize, rowHeight, overscan, maxHeight, onEndReached }: VirtualRowsOptions<T>) {
  const scrollRef = React.useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: virtualize ? pageRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // The sticky header row sits above the first data row inside the scroller.
    paddingStart: rowHeight,
    initialRect: { width: 0, height: maxHeight },
  });

  // A virtualised list whose rows arrive by window asks for the next one as its end comes into view.
  const lastRendered = virtualize ? (virtualizer.getVirtualItems().at(-1)?.index ?? -1) : -1;
  React.useEffect(() => {
    if (virtualize && onEndReached && pageRows.length > 0 && lastRendered >= pageRows.length - 1 - overscan) onEndReached();
  }, [virtualize, onEndReached, lastRendered, pageRows.length, overscan]);

  let visibleRows: DataTableRowEntry<T>[];
  let virtual: DataTableVirtualWindow | undefined;
  if (virtualize) {
    const items = virtualizer.getVirtualItems();
    visibleRows = items.map((item) => {
      const row = pageRows[item.index];
      return { row, id: getRowId(row), ariaRowIndex: item.index + 2 };
    });
    const first = items[0];
    const last = items[items.length - 1];
    virtual = {
      items,
      rowHeight,
      maxHeight,
      paddingTop: first ? first.start - rowHeight : 0,
      paddingBottom: last ? virtualizer.getTotalSize() - last.end : 0,
    };
  } else {
    visibleRows = pageRows.map((row, i) => ({ row, id: getRowId(row), ariaRowIndex: offset + i + 2 }));
  }
  return { scrollRef, visibleRows, virtual };
}
