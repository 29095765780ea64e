import * as React from 'react';
import { Skeleton, SkeletonItem, mergeClasses } from '@fluentui/react-components';
import { ArrowTrendingDownRegular, ArrowTrendingRegular, SubtractRegular } from '@fluentui/react-icons';
import type { StatCardProps, StatGridProps, StatTrend } from './StatCard.types';
import { useStatCardStyles, useStatGridStyles } from './useStatCardStyles.styles';

const TREND_ICONS = { up: ArrowTrendingRegular, down: ArrowTrendingDownRegular, flat: SubtractRegular } as const;
const DEFAULT_TONE = { up: 'positive', down: 'negative', flat: 'neutral' } as const;

export const trendTone = (trend: StatTrend) => trend.tone ?? DEFAULT_TONE[trend.direction];

/**
 * One dashboard figure. With `href` it is a link, with `onClick` a button;
 * while loading it is neither, and busy.
 */
export const StatCard = React.forwardRef<HTMLElement, StatCardProps>((props, ref) => {
  const { label, value, icon, hint, trend, loading = false, loadingLabel, appearance = 'filled', href, onClick, className } = props;
  const styles = useStatCardStyles();
  const interactive = !loading && (href !== undefined || onClick !== undefined);
  const rootClass = mergeClasses(
    styles.root,
    styles[appearance],
    interactive && styles.interactive,
    interactive && (appearance === 'filled' ? styles.filledInteractive : styles.outlineInteractive),
    className,
  );
  const TrendIcon = trend ? TREND_ICONS[trend.direction] : undefined;

  const content = (
    <>
      <span className={styles.header}>
        <span className={styles.label}>{label}</span>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
      </span>
      {loading ? (
        <Skeleton aria-label={loadingLabel} aria-hidden={loadingLabel ? undefined : true} className={styles.valueSkeleton}>
          <SkeletonItem size={32} />
        </Skeleton>
      ) : (
        <span className={styles.value} data-part="value" title={value}>
          {value}
        </span>
      )}
      {trend && TrendIcon && !loading && (
        <span className={mergeClasses(styles.trend, styles[trendTone(trend)])} data-direction={trend.direction}>
          <span className={styles.trendIcon} aria-hidden>
            <TrendIcon />
          </span>
          {trend.text}
        </span>
      )}
      {hint && <span className={styles.hint}>{hint}</span>}
    </>
  );

  if (interactive && href !== undefined) {
    return (
      <a ref={ref as React.Ref<HTMLAnchorElement>} href={href} onClick={onClick} className={rootClass}>
        {content}
      </a>
    );
  }
  if (interactive) {
    return (
      <button ref={ref as React.Ref<HTMLButtonElement>} type="button" onClick={onClick} className={rootClass}>
        {content}
      </button>
    );
  }
  return (
    <div ref={ref as React.Ref<HTMLDivElement>} className={rootClass} aria-busy={loading || undefined}>
      {content}
    </div>
  );
});
StatCard.displayName = 'StatCard';

/** A responsive grid of StatCards: as many columns as fit, each at least `minItemWidth` wide. */
export const StatGrid = React.forwardRef<HTMLUListElement, StatGridProps>(({ children, label, minItemWidth = 200, className }, ref) => {
  const styles = useStatGridStyles();
  return (
    <ul
      ref={ref}
      role="list"
      aria-label={label}
      className={mergeClasses(styles.root, className)}
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}px, 100%), 1fr))` }}
    >
      {React.Children.toArray(children).map((child, i) => (
        <li key={React.isValidElement(child) && child.key != null ? child.key : i} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
});
StatGrid.displayName = 'StatGrid';
