import * as React from 'react';
import { Skeleton, SkeletonItem, mergeClasses } from '@fluentui/react-components';
import type { SkeletonCardProps, SkeletonStatGridProps, SkeletonTableProps, SkeletonTextProps } from './Skeleton.types';
import { lineWidth, useSkeletonStyles } from './useSkeletonStyles.styles';

// Each component destructures its props in its body, not in its parameter list: docgen gives
// every component of a file the parameter defaults of all of them (SkeletonCard's `lines = 2`
// showed as SkeletonText's), so the defaults shown come from the @default tags instead.

const range = (n: number) => Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => i);

/** Lines of text still loading. */
export const SkeletonText = React.forwardRef<HTMLDivElement, SkeletonTextProps>(
  (props, ref) => {
    const { label, lines = 3, size = 12, animation = 'wave', appearance = 'opaque', className } = props;
    const styles = useSkeletonStyles();
    return (
      <Skeleton ref={ref} aria-label={label} animation={animation} appearance={appearance} className={mergeClasses(styles.stack, className)}>
        {range(lines).map((i) => (
          <SkeletonItem key={i} size={size} className={styles.item} style={{ width: lineWidth(i, lines) }} />
        ))}
      </Skeleton>
    );
  },
);
SkeletonText.displayName = 'SkeletonText';

/** A card (a novel, a notice) still loading. */
export const SkeletonCard = React.forwardRef<HTMLDivElement, SkeletonCardProps>(
  (props, ref) => {
    const { label, media = false, lines = 2, animation = 'wave', appearance = 'opaque', className } = props;
    const styles = useSkeletonStyles();
    return (
      <Skeleton ref={ref} aria-label={label} animation={animation} appearance={appearance} className={mergeClasses(styles.card, className)}>
        {media && <SkeletonItem shape="square" size={64} className={mergeClasses(styles.item, styles.media)} />}
        <div className={styles.cardBody}>
          <SkeletonItem size={20} className={mergeClasses(styles.item, styles.heading)} />
          {range(lines).map((i) => (
            <SkeletonItem key={i} size={12} className={styles.item} style={{ width: lineWidth(i, lines) }} />
          ))}
        </div>
      </Skeleton>
    );
  },
);
SkeletonCard.displayName = 'SkeletonCard';

/** A table (chapters, comments, income) still loading: `rows` × `columns` cells. */
export const SkeletonTable = React.forwardRef<HTMLDivElement, SkeletonTableProps>(
  (props, ref) => {
    const { label, rows = 5, columns = 4, header = true, animation = 'wave', appearance = 'opaque', className } = props;
    const styles = useSkeletonStyles();
    const cols = Math.max(1, Math.floor(columns));
    // The first column is the widest, as titles are.
    const template = `2fr repeat(${cols - 1}, 1fr)`;
    const row = (key: string, extra?: string, size: 12 | 16 = 16) => (
      <div key={key} className={mergeClasses(styles.tableRow, extra)} style={{ gridTemplateColumns: cols > 1 ? template : '1fr' }}>
        {range(cols).map((c) => (
          <SkeletonItem key={c} size={size} className={styles.item} style={{ width: c === 0 ? '80%' : '60%' }} />
        ))}
      </div>
    );
    return (
      <Skeleton ref={ref} aria-label={label} animation={animation} appearance={appearance} className={mergeClasses(styles.table, className)}>
        {header && row('header', styles.tableHeader, 12)}
        {range(rows).map((r) => row(`row-${r}`))}
      </Skeleton>
    );
  },
);
SkeletonTable.displayName = 'SkeletonTable';

/** The dashboard's figures still loading, laid out as StatGrid lays out StatCards. */
export const SkeletonStatGrid = React.forwardRef<HTMLDivElement, SkeletonStatGridProps>(
  (props, ref) => {
    const { label, count = 4, minItemWidth = 200, animation = 'wave', appearance = 'opaque', className } = props;
    const styles = useSkeletonStyles();
    return (
      <Skeleton
        ref={ref}
        aria-label={label}
        animation={animation}
        appearance={appearance}
        className={mergeClasses(styles.statGrid, className)}
        style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}px, 100%), 1fr))` }}
      >
        {range(count).map((i) => (
          <div key={i} className={styles.stat}>
            <SkeletonItem size={12} className={mergeClasses(styles.item, styles.statLabel)} />
            <SkeletonItem size={32} className={mergeClasses(styles.item, styles.statValue)} />
          </div>
        ))}
      </Skeleton>
    );
  },
);
SkeletonStatGrid.displayName = 'SkeletonStatGrid';
