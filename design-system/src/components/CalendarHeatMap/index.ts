export { CalendarHeatMap } from './CalendarHeatMap';
export type { CalendarHeatMapProps, HeatMapDay, HeatLevel } from './CalendarHeatMap.types';
export {
  calendarLayout,
  dayNumber,
  heatLevel,
  heatLevels,
  isoDate,
  moveInCalendar,
  quantileThresholds,
  type CalendarLayout,
} from './calendarHeatMapUtils';
