export { DonutChart } from './DonutChart';
export type { DonutChartProps } from './DonutChart';
