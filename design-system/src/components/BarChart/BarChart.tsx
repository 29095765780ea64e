import * as React from 'react';
import type { GroupedVerticalBarChartData, VerticalBarChartDataPoint } from '@fluentui/react-charts';
import type { FluentCharts } from '../ChartFrame/ChartFrame';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import type { CartesianChartProps } from '../ChartFrame/chart.types';
import {
  cartesianMargins,
  colorAt,
  defaultValueFormat,
  defaultXFormat,
  isSeriesEmpty,
  seriesTable,
  xKey,
} from '../ChartFrame/chartUtils';

export type BarChartProps = CartesianChartProps;

/**
 * A branded vertical bar chart: one series draws Fluent's VerticalBarChart, several draw
 * its GroupedVerticalBarChart (one bar per series at each x). Brand and palette colours,
 * formatted axes, and a data table for screen readers or on demand.
 */
export const BarChart = React.forwardRef<HTMLDivElement, BarChartProps>((props, ref) => {
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
  } = props;
  const valueFormat = props.valueFormat ?? defaultValueFormat(locale);
  const exactFormat = props.exactFormat ?? valueFormat;
  const xFormat = props.xFormat ?? defaultXFormat(locale);
  const empty = isSeriesEmpty(series);
  const rows = seriesTable(series);
  const name = summary ?? title;
  // Bars sit on a text axis: x values are shown as formatted, in order.
  const common = {
    width,
    height,
    hideLegend: true,
    culture: locale,
    yAxisTickFormat: (v: number) => valueFormat(v),
    margins: cartesianMargins(
      series.flatMap((s) => s.points.map((p) => p.y)),
      valueFormat,
    ),
    roundedTicks: true,
    svgProps: { role: 'img', 'aria-label': name },
  } as const;

  let chart: (charts: FluentCharts) => React.ReactNode;
  if (series.length <= 1) {
    const color = colorAt(colors, 0);
    const data: VerticalBarChartDataPoint[] = rows.map((r) => ({
      x: xFormat(r.x),
      y: r.values[0] ?? 0,
      legend: series[0]?.name,
      color,
      xAxisCalloutData: xFormat(r.x),
      yAxisCalloutData: exactFormat(r.values[0] ?? 0),
    }));
    chart = ({ VerticalBarChart }) => (
      <VerticalBarChart {...common} data={data} useSingleColor colors={[color]} hideLabels roundCorners />
    );
  } else {
    const data: GroupedVerticalBarChartData[] = rows.map((r) => ({
      name: xFormat(r.x),
      series: series.map((s, i) => ({
        key: s.id,
        legend: s.name,
        data: r.values[i] ?? 0,
        color: colorAt(colors, i),
        xAxisCalloutData: xFormat(r.x),
        yAxisCalloutData: exactFormat(r.values[i] ?? 0),
      })),
    }));
    chart = ({ GroupedVerticalBarChart }) => <GroupedVerticalBarChart {...common} data={data} hideLabels roundCorners />;
  }

  return (
    <div ref={ref} className={className}>
      <ChartFrame
        title={title}
        headingLevel={headingLevel}
        summary={name}
        empty={empty}
        emptyText={emptyText}
        tableToggleLabel={tableToggleLabel}
        width={width}
        height={height}
        legend={series.map((s, i) => ({ key: s.id, label: s.name, color: colorAt(colors, i) }))}
        table={{
          columns: [xLabel, ...series.map((s) => s.name)],
          rows: rows.map((r) => ({
            key: xKey(r.x),
            header: xFormat(r.x),
            cells: r.values.map((v) => (v === undefined ? '' : exactFormat(v))),
          })),
        }}
      >
        {chart}
      </ChartFrame>
    </div>
  );
});
BarChart.displayName = 'BarChart';
