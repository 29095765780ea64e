import * as React from 'react';
import { ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TableRegular } from '@fluentui/react-icons';
import { visuallyHidden } from '../FieldBase';
import { loadableModule } from '../../utils/loadable';

/** Fluent's charts (with d3 and their callouts): fetched once a chart on the page has data to draw. */
const fluentCharts = loadableModule(() => import('./fluent-charts'));
export type FluentCharts = typeof import('./fluent-charts');

export interface ChartFrameTable {
  /** column headers; the first one heads the row headers */
  columns: readonly string[];
  rows: readonly { key: string; header: string; cells: readonly string[] }[];
}

export interface ChartFrameProps {
  title: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  summary: string;
  emptyText?: string;
  empty: boolean;
  tableToggleLabel?: string;
  /** legend entries; shown when there are two or more */
  legend: readonly { key: string; label: string; color: string }[];
  table: ChartFrameTable;
  width?: number;
  height: number;
  className?: string;
  /** draws the Fluent chart, from Fluent's charts once their code is in */
  children(charts: FluentCharts): React.ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  chart: { position: 'relative', maxWidth: '100%' },
  hidden: { display: 'none' },
  // While the charts' code comes: the chart's own box, so nothing moves when it is drawn.
  loading: { height: '100%', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusSmall,
    flexShrink: 0,
    // Keep the series colours in forced-colours mode: they are the data.
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', outline: '1px solid CanvasText' },
  },
  empty: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    '& th, & td': {
      paddingBlock: tokens.spacingVerticalXS,
      paddingInline: tokens.spacingHorizontalM,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'end',
      fontVariantNumeric: 'tabular-nums',
    },
    '& th': { fontWeight: tokens.fontWeightSemibold },
    '& th:first-child': { textAlign: 'start' },
  },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  visuallyHidden,
});

/** Attributes that give the chart's inner SVG parts their own semantics or focus. */
const INNER_SEMANTICS = [
  'tabindex',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-selected',
  'aria-setsize',
  'aria-posinset',
  'aria-multiselectable',
] as const;

/**
 * Makes a Fluent chart one image for assistive tech: its SVG gets role="img" and the summary
 * as its name, and the numbers live in the data table next to it.
 *
 * Fixed from outside, because Fluent's charts render things inside their SVG that do not fit
 * an image and that axe rejects:
 * - bars, arcs and points are focusable `option`s in a `listbox`, and line groups are
 *   `region`s named in English ("line 1 of 3 with 30 data points"): inside role="img" they are
 *   presentational anyway (axe: nested-interactive, landmark-unique), and their English names
 *   are copy the design system must not ship. We strip those attributes, so the parts are
 *   plain drawing; pointer users keep the hover tooltips, keyboard users have the table.
 * - the chart wrapper is a tabster arrow-key group, which inserts aria-hidden focusable
 *   "dummy" elements (axe: aria-hidden-focus). With nothing left to focus, the group is moot,
 *   so we remove its data-tabster attribute and tabster removes the dummies.
 * A MutationObserver re-applies this because the charts re-render their parts on hover;
 * only attributes are touched, never nodes, so React stays in charge of the tree.
 */
function useChartImage(ref: React.RefObject<HTMLDivElement | null>, summary: string, active: boolean) {
  React.useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !active) return;
    const apply = () => {
      root.querySelectorAll('[data-tabster]').forEach((el) => el.removeAttribute('data-tabster'));
      root.querySelectorAll('svg').forEach((svg) => {
        // Only the chart's outer SVG is the image.
        if (svg.parentElement?.closest('svg')) return;
        if (svg.getAttribute('role') !== 'img') svg.setAttribute('role', 'img');
        if (svg.getAttribute('aria-label') !== summary) svg.setAttribute('aria-label', summary);
        svg.querySelectorAll('*').forEach((el) => {
          for (const name of INNER_SEMANTICS) if (el.hasAttribute(name)) el.removeAttribute(name);
        });
      });
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [...INNER_SEMANTICS, 'data-tabster'],
    });
    return () => observer.disconnect();
  }, [ref, summary, active]);
}

/**
 * Whether the chart's box has been in the window (from the start where nothing can tell). A chart
 * below the fold, as on a phone's first screen of the rewards page, asks for Fluent's charts and d3
 * when it is scrolled to, not while the page loads.
 */
function useSeen(ref: React.RefObject<HTMLDivElement | null>, active: boolean) {
  const [seen, setSeen] = React.useState(() => typeof IntersectionObserver === 'undefined');
  React.useEffect(() => {
    const box = ref.current;
    if (seen || !active || !box) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, seen, active]);
  return seen;
}

/** Title, chart, legend, table toggle and accessible table around one Fluent chart. */
export function ChartFrame(props: ChartFrameProps) {
  const { title, headingLevel, summary, emptyText, empty, tableToggleLabel, legend, table, width, height, className, children } =
    props;
  const classes = useStyles();
  const [showTable, setShowTable] = React.useState(false);
  const chartRef = React.useRef<HTMLDivElement | null>(null);
  const tableVisible = !!tableToggleLabel && showTable;
  const seen = useSeen(chartRef, !empty);
  const charts = fluentCharts.useModule(!empty && seen);
  useChartImage(chartRef, summary, !empty);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={mergeClasses(classes.root, className)} style={width ? { width, maxWidth: '100%' } : undefined}>
      <div className={classes.header}>
        <Heading className={classes.title}>{title}</Heading>
        {tableToggleLabel && !empty && (
          <ToggleButton
            size="small"
            appearance="subtle"
            icon={<TableRegular />}
            checked={showTable}
            onClick={() => setShowTable((v) => !v)}
          >
            {tableToggleLabel}
          </ToggleButton>
        )}
      </div>
      {empty ? (
        <p className={classes.empty}>{emptyText}</p>
      ) : (
        <>
          <div ref={chartRef} className={mergeClasses(classes.chart, tableVisible && classes.hidden)} style={{ height }}>
            {/* Not yet scrolled to, the box is not marked as loading: nothing is on its way for it. */}
            {charts ? children(charts) : <div className={classes.loading} data-chart-loading={seen ? '' : undefined} aria-hidden />}
          </div>
          {legend.length > 1 && !tableVisible && (
            <ul className={classes.legend}>
              {legend.map((entry) => (
                <li key={entry.key} className={classes.legendItem}>
                  <span className={classes.swatch} style={{ backgroundColor: entry.color }} aria-hidden />
                  {entry.label}
                </li>
              ))}
            </ul>
          )}
          <table className={tableVisible ? classes.table : classes.visuallyHidden}>
            <caption className={tableVisible ? classes.visuallyHidden : undefined}>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.header}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
ChartFrame.displayName = 'ChartFrame';
