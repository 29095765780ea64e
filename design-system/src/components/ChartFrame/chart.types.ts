/** One point of a line or bar series. Dates are read in UTC. */
export interface ChartPoint {
  x: string | number | Date;
  y: number;
}

export interface ChartSeries {
  id: string;
  /** shown in the legend and as the data table's column header */
  name: string;
  points: readonly ChartPoint[];
}

export interface DonutSlice {
  id: string;
  label: string;
  value: number;
}

/** What every branded chart takes. */
export interface ChartBaseProps {
  /** visible title; also the caption of the data table */
  title: string;
  /** heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** accessible name of the chart image: one sentence saying what it shows. @default title */
  summary?: string;
  /** formats values on the axis, in tooltips and in the data table. @default Intl.NumberFormat(locale) */
  valueFormat?(value: number): string;
  /**
   * formats values where a figure is read rather than glanced at: the tooltips and the data
   * table, when the axis rounds (a compact "$1K" is no answer to "how much"). @default valueFormat
   */
  exactFormat?(value: number): string;
  /** BCP 47 tag for the default formats */
  locale?: string;
  /** chart height in px. @default 280 */
  height?: number;
  /** chart width in px; without it the chart fills its container (give one for stable screenshots) */
  width?: number;
  /** shown instead of the chart when there is nothing to draw, e.g. "No data for this month yet" */
  emptyText?: string;
  /** label of a toggle that shows the numbers as a table instead of the chart, e.g. "Show as table"; without it the table is for screen readers only */
  tableToggleLabel?: string;
  /** colours per series or slice, as tokens (`tokens.colorPaletteTealBorderActive`). @default chartPalette */
  colors?: readonly string[];
  /** class name added to the root `<div>` (around the title, the chart and its table) */
  className?: string;
}

/** Line and bar charts. */
export interface CartesianChartProps extends ChartBaseProps {
  /** the lines or bar groups, each with its points; one colour each, in order of `colors` */
  series: readonly ChartSeries[];
  /** header of the x column in the data table, e.g. "Date" */
  xLabel: string;
  /** formats x values on the axis, in tooltips and in the table. @default dates and numbers by Intl (locale), text as is */
  xFormat?(x: string | number | Date): string;
}
