export { BarChart } from './BarChart';
export type { BarChartProps } from './BarChart';
