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
  } = props;
  const valueFormat = props.valueFormat ?? defaultValueFormat(locale);
  const exactFormat = props.exactFormat ?? valueFormat;
  const xFormat = props.xFormat ?? defaultXFormat(locale);
  const empty = isSeriesEmpty(series);

  const kind = xKind(series);
  const xs = collectX(series);
  // Fluent's line chart plots numbers and dates; text x values become positions 0…n-1 with their text as ticks.
  const categoryIndex = new Map(xs.map((x, i) => [xKey(x), i]));
  const toX = (x: string | number | Date): number | Date =>
    kind === 'category' ? (categoryIndex.get(xKey(x)) ?? 0) : x instanceof Date ? x : Number(x);
  // Text and formatted numbers need explicit ticks; keep every n-th so labels do not collide.
  const labelWidth = Math.max(...xs.map((x) => xFormat(x).length), 1) * 7 + 12;
  const stride = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor(((width ?? 600) - 60) / labelWidth))));
  const tickXs = xs.filter((_, i) => i % stride === 0);
  const lineChartData: LineChartPoints[] = series.map((s, i) => ({
    legend: s.name,
    color: colorAt(colors, i),
    data: s.points.map((p) => ({ x: toX(p.x), y: p.y, xAxisCalloutData: xFormat(p.x), yAxisCalloutData: exactFormat(p.y) })),
  }));
  const ticks =
    kind === 'category' || (kind === 'number' && props.xFormat)
      ? { tickValues: tickXs.map(toX) as number[], xAxis: { tickText: tickXs.map(xFormat) } }
      : kind === 'date'
        ? // d3 picks day/month ticks and Fluent drops overlapping ones; we only format them.
          { customDateTimeFormatter: (d: Date) => xFormat(d) }
        : {};

  return (
    <div ref={ref} className={className}>
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
            margins={cartesianMargins(
              series.flatMap((s) => s.points.map((p) => p.y)),
              valueFormat,
            )}
            roundedTicks
            culture={locale}
            useUTC
            svgProps={{ role: 'img', 'aria-label': summary ?? title }}
            {...ticks}
            {...(events?.length && kind === 'date'
              ? {
                  eventAnnotationProps: {
                    events: events.map((e) => ({ date: e.x, event: e.label })),
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
