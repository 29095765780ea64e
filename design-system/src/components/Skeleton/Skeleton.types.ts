export interface SkeletonBaseProps {
  /** accessible name of the placeholder, e.g. "Loading…" (it is a busy progressbar) */
  label: string;
  /** Fluent's loading animation: a passing shine ('wave') or a fade in and out ('pulse'); @default 'wave' */
  animation?: 'wave' | 'pulse';
  /** 'translucent' on coloured or image backgrounds; @default 'opaque' */
  appearance?: 'opaque' | 'translucent';
  /** class name added to the root element (Fluent's Skeleton `<div>`) */
  className?: string;
}

export interface SkeletonTextProps extends SkeletonBaseProps {
  /** how many text lines; the last of several is shorter, as a paragraph's is; @default 3 */
  lines?: number;
  /** line height in px, from Fluent's sizes; @default 12 */
  size?: 8 | 12 | 16 | 20 | 24;
}

export interface SkeletonCardProps extends SkeletonBaseProps {
  /** a square media placeholder (cover or avatar) at the start; @default false */
  media?: boolean;
  /** text lines under the heading line; @default 2 */
  lines?: number;
}

export interface SkeletonTableProps extends SkeletonBaseProps {
  /** body rows under the header row; @default 5 */
  rows?: number;
  /** cells per row; the first column is twice as wide as the others; @default 4 */
  columns?: number;
  /** a header row; @default true */
  header?: boolean;
}

export interface SkeletonStatGridProps extends SkeletonBaseProps {
  /** how many stat cards; @default 4 */
  count?: number;
  /** narrowest card in px before the grid wraps, as StatGrid's; @default 200 */
  minItemWidth?: number;
}
