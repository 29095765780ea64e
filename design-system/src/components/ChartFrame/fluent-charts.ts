/** Fluent's charts, with d3 and their callouts: fetched by ChartFrame once a chart has data to draw. */
export { DonutChart, GroupedVerticalBarChart, LineChart, VerticalBarChart } from '@fluentui/react-charts';
