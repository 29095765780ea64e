import * as React from 'react';
import { tokens } from '@fluentui/react-components';
import type { LineChartPoints } from '@fluentui/react-charts';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import type { CartesianChartProps } from '../ChartFrame/chart.types';
import {
  cartesianMargins,
  colorAt,
  collectX,
  defaultValueFormat,
  defaultXFormat,
  isSeriesEmpty,
  seriesTable,
  xKey,
  xKind,
} from '../ChartFrame/chartUtils';
import { dateAxis, ticksThatFit } from './dateAxis';
import { eventLabelLayout } from './eventLabels';

export interface LineChartEvent {
  /** when it happened (date x values only) */
  x: Date;
  /** what happened, e.g. "Chapter 12 released" */
  label: string;
}

export interface LineChartProps extends CartesianChartProps {
  /** moments marked on the chart with a vertical line and their label (charts with date x values) */
  events?: readonly LineChartEvent[];
  /** the label of several events too close to tell apart, e.g. `(n) => n + " events"`. @default the count */
  mergedEventsLabel?(count: number): string;
  /**
   * the first and last day of the x axis (date x values): the axis spans exactly these, also
   * where the points stop sooner (days not counted yet stay blank, never a drop to zero).
   * @default the first and last point's day
   */
  xDomain?: { from: Date; to: Date };
}

/** The chart's width when none is given: its container's, as Fluent measures it too. */
function useWidth(ref: React.RefObject<HTMLDivElement | null>, given: number | undefined) {
  const [measured, setMeasured] = React.useState<number>();
  React.useEffect(() => {
    const el = ref.current;
    if (given !== undefined || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(el.clientWidth || undefined));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, given]);
  return given ?? measured ?? 600;
}

/**
 * A branded line chart (Fluent's LineChart): one line per series, brand and palette
 * colours, formatted axes, and a data table for screen readers or on demand.
 */
export const LineChart = React.forwardRef<HTMLDivElement, LineChartProps>((props, ref) => {
  const {
    series,
    title,
    headingLevel = 3,
    summary,
    xLabel,
    locale,
    height = 280,
    width,
    emptyText,
    tableToggleLabel,
    colors,
    className,
    events,
    mergedEventsLabel,
    xDomain,
  } = props;
  const rootRef = React.useRef<HTMLDivElement | null>(null);
  React.useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
  const chartWidth = useWidth(rootRef, width);
  const valueFormat = props.valueFormat ?? defaultValueFormat(locale);
  const exactFormat = props.exactFormat ?? valueFormat;
  const xFormat = props.xFormat ?? defaultXFormat(locale);
  const empty = isSeriesEmpty(series);

  const kind = xKind(series);
  const xs = collectX(series);
  // Fluent's line chart plots numbers and dates; text x values become positions 0…n-1 with their text as ticks.
  const categoryIndex = new Map(xs.map((x, i) => [xKey(x), i]));
  // Days are drawn as milliseconds on a number axis: Fluent's date axis rounds its ends past the last day.
  const toX = (x: string | number | Date): number =>
    kind === 'category' ? (categoryIndex.get(xKey(x)) ?? 0) : x instanceof Date ? x.getTime() : Number(x);
  // Text and formatted numbers need explicit ticks; keep every n-th so labels do not collide.
  const labelWidth = Math.max(...xs.map((x) => xFormat(x).length), 1) * 7 + 12;
  const stride = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor((chartWidth - 60) / labelWidth))));
  const tickXs = xs.filter((_, i) => i % stride === 0);
  const margins = cartesianMargins(
    series.flatMap((s) => s.points.map((p) => p.y)),
    valueFormat,
  );
  const plotWidth = Math.max(1, chartWidth - margins.left - margins.right);
  const dates = kind === 'date' ? xs.filter((x): x is Date => x instanceof Date) : [];
  const days =
    kind === 'date'
      ? dateAxis(dates, ticksThatFit(plotWidth, [...dates, ...(xDomain ? [xDomain.from, xDomain.to] : [])].map((d) => xFormat(d))), xDomain?.from, xDomain?.to)
      : undefined;
  const marked = events?.length && kind === 'date' ? events : undefined;
  const labels = marked ? eventLabelLayout([...marked.map((e) => e.label), ...(mergedEventsLabel ? [mergedEventsLabel(marked.length)] : [])], plotWidth, margins.top) : undefined;
  const lineChartData: LineChartPoints[] = series.map((s, i) => ({
    legend: s.name,
    color: colorAt(colors, i),
    data: s.points.map((p) => ({ x: toX(p.x), y: p.y, xAxisCalloutData: xFormat(p.x), yAxisCalloutData: exactFormat(p.y) })),
  }));
  const ticks = days
    ? { xMinValue: days.min, xMaxValue: days.max, tickValues: days.ticks, xAxis: { tickText: days.ticks.map((t) => xFormat(new Date(t))) } }
    : kind === 'category' || (kind === 'number' && props.xFormat)
      ? { tickValues: tickXs.map(toX), xAxis: { tickText: tickXs.map(xFormat) } }
      : {};

  return (
    <div ref={rootRef} className={className}>
      <ChartFrame
        title={title}
        headingLevel={headingLevel}
        summary={summary ?? title}
        empty={empty}
        emptyText={emptyText}
        tableToggleLabel={tableToggleLabel}
        width={width}
        height={height}
        legend={series.map((s, i) => ({ key: s.id, label: s.name, color: colorAt(colors, i) }))}
        table={{
          columns: [xLabel, ...series.map((s) => s.name)],
          rows: seriesTable(series).map((r) => ({
            key: xKey(r.x),
            header: xFormat(r.x),
            cells: r.values.map((v) => (v === undefined ? '' : exactFormat(v))),
          })),
        }}
      >
        {({ LineChart: FluentLineChart }) => (
          <FluentLineChart
            data={{ lineChartData }}
            width={width}
            height={height}
            // Our legend sits outside the chart image: Fluent's names its list "Legends" in English.
            hideLegend
            yAxisTickFormat={(v: number) => valueFormat(v)}
            margins={labels ? { ...margins, top: labels.top } : margins}
            roundedTicks
            culture={locale}
            useUTC
            svgProps={{ role: 'img', 'aria-label': summary ?? title }}
            {...ticks}
            {...(marked && labels
              ? {
                  eventAnnotationProps: {
                    events: marked.map((e) => ({ date: e.x, event: e.label })),
                    labelWidth: labels.labelWidth,
                    mergedLabel: mergedEventsLabel ?? ((n: number) => String(n)),
                    strokeColor: tokens.colorNeutralStroke1,
                    labelColor: tokens.colorNeutralForeground2,
                  },
                }
              : {})}
          />
        )}
      </ChartFrame>
    </div>
  );
});
LineChart.displayName = 'LineChart';
