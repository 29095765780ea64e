export { ChartFrame } from './ChartFrame';
export type { ChartFrameProps, ChartFrameTable } from './ChartFrame';
export type { ChartBaseProps, CartesianChartProps, ChartPoint, ChartSeries, DonutSlice } from './chart.types';
export { chartPalette, collectX, seriesTable, isSeriesEmpty, xKind } from './chartUtils';
