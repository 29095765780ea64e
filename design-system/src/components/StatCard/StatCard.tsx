import * as React from 'react';
import { Skeleton, SkeletonItem, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowTrendingDownRegular, ArrowTrendingRegular, SubtractRegular } from '@fluentui/react-icons';
import type { StatCardProps, StatGridProps, StatTrend } from './StatCard.types';
import { useStatCardStyles, useStatGridStyles } from './useStatCardStyles.styles';

const TREND_ICONS = { up: ArrowTrendingRegular, down: ArrowTrendingDownRegular, flat: SubtractRegular } as const;
const DEFAULT_TONE = { up: 'positive', down: 'negative', flat: 'neutral' } as const;

export const trendTone = (trend: StatTrend) => trend.tone ?? DEFAULT_TONE[trend.direction];

/**
 * A figure on one line, whole: when it is wider than its card (a date and time, a sentence in
 * German), its font is made smaller to fit rather than the figure cut short. The text is measured
 * at full size each time (its smaller size lifted for the measure, in the same frame), so the
 * scale is a function of the room and the text alone, whatever sizes the card went through on its
 * way; the card keeps its line height, so the cards of a row stay level.
 */
function FittedValue({ value, className, innerClassName }: { value: string; className: string; innerClassName: string }) {
  const boxRef = React.useRef<HTMLSpanElement>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const applied = React.useRef(1);
  const [scale, setScale] = React.useState(1);
  React.useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return;
    const fit = () => {
      const room = box.clientWidth;
      const shown = text.style.fontSize;
      text.style.fontSize = '';
      const natural = text.getBoundingClientRect().width;
      text.style.fontSize = shown;
      // A little under the exact ratio: glyph widths round at small sizes.
      const next = room > 0 && natural > room ? Math.floor((room * 100) / natural) / 100 : 1;
      // Scales are whole hundredths, worked out the same way: equal ones are equal numbers (a
      // tolerance of 0.01 would also swallow real steps, 0.29 − 0.28 being 0.00999… in floating point).
      if (next === applied.current) return;
      applied.current = next;
      setScale(next);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // The card's width changes with the window; the text's with its font, which may come after
    // the first measure (a brand face, loaded late): either fits the figure again.
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(text);
    return () => observer.disconnect();
  }, [value]);
  return (
    <span ref={boxRef} className={className} data-part="value" title={value}>
      <span ref={textRef} className={innerClassName} style={scale < 1 ? { fontSize: `calc(${tokens.fontSizeHero700} * ${scale})` } : undefined}>
        {value}
      </span>
    </span>
  );
}

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
        <FittedValue value={value} className={styles.value} innerClassName={styles.valueText} />
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
