/** Data display: tables, charts and the calendar heat map. */
export * from './components/DataTable';
export * from './components/LineChart';
export * from './components/BarChart';
export * from './components/DonutChart';
export { chartPalette, collectX, seriesTable } from './components/ChartFrame';
export type { ChartBaseProps, CartesianChartProps, ChartPoint, ChartSeries, DonutSlice } from './components/ChartFrame';
export * from './components/CalendarHeatMap';
