export { LineChart } from './LineChart';
export type { LineChartEvent, LineChartProps } from './LineChart';
