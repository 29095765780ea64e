import * as React from 'react';
import type { CalendarHeatMapProps } from './CalendarHeatMap.types';
import { useCalendarHeatMap } from './useCalendarHeatMap';
import { useCalendarHeatMapStyles } from './useCalendarHeatMapStyles.styles';
import { renderCalendarHeatMap } from './renderCalendarHeatMap';

/**
 * The writing calendar: days as a GitHub-style grid (weeks as columns, weekdays as rows),
 * coloured by quartile level in brand tokens, with a legend, month and weekday labels,
 * a tooltip on hover and on keyboard focus, roving focus with the arrow keys, Home and End
 * (Ctrl for the first and last day), and outlined scheduled days.
 */
export const CalendarHeatMap = React.forwardRef<HTMLDivElement, CalendarHeatMapProps>((props, ref) => {
  const state = useCalendarHeatMap(props);
  const classes = useCalendarHeatMapStyles();
  return renderCalendarHeatMap(state, classes, ref);
});
CalendarHeatMap.displayName = 'CalendarHeatMap';
