import * as React from 'react';
import type { ChartDataPoint } from '@fluentui/react-charts';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import type { ChartBaseProps, DonutSlice } from '../ChartFrame/chart.types';
import { colorAt, defaultValueFormat } from '../ChartFrame/chartUtils';

export interface DonutChartProps extends ChartBaseProps {
  /** the parts of the whole, in order; one colour each, in order of `colors`. Slices of 0 are not drawn but stay in the legend and the table */
  slices: readonly DonutSlice[];
  /** header of the label column in the data table, e.g. "Source" */
  labelHeader: string;
  /** header of the value column in the data table, e.g. "Income" */
  valueHeader: string;
  /** text in the middle of the donut, e.g. the formatted total */
  centerText?: string;
}

/**
 * A branded donut chart (Fluent's DonutChart) with brand and palette colours, its own
 * legend, and a data table for screen readers or on demand. Slices of zero or less are
 * listed in the table but not drawn.
 */
export const DonutChart = React.forwardRef<HTMLDivElement, DonutChartProps>((props, ref) => {
  const {
    slices,
    title,
    headingLevel = 3,
    summary,
    labelHeader,
    valueHeader,
    centerText,
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
  const empty = !slices.some((s) => s.value > 0);
  const chartData: ChartDataPoint[] = slices
    .map((s, i) => ({ slice: s, color: colorAt(colors, i) }))
    .filter(({ slice }) => slice.value > 0)
    .map(({ slice, color }) => ({ legend: slice.label, data: slice.value, color, yAxisCalloutData: exactFormat(slice.value) }));
  const size = Math.min(height, width ?? height);

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
        legend={slices.map((s, i) => ({ key: s.id, label: s.label, color: colorAt(colors, i) }))}
        table={{
          columns: [labelHeader, valueHeader],
          rows: slices.map((s) => ({ key: s.id, header: s.label, cells: [exactFormat(s.value)] })),
        }}
      >
        {/* No chartTitle: Fluent would draw it inside the SVG a second time. The SVG's role and name are set by ChartFrame. */}
        {({ DonutChart: FluentDonutChart }) => (
          <FluentDonutChart
            data={{ chartData }}
            width={width}
            height={height}
            innerRadius={size / 4}
            valueInsideDonut={centerText}
            hideLegend
            hideLabels
            culture={locale}
          />
        )}
      </ChartFrame>
    </div>
  );
});
DonutChart.displayName = 'DonutChart';
