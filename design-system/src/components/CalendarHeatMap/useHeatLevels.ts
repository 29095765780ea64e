import * as React from 'react';
import type { HeatMapDay } from './CalendarHeatMap.types';
import { dayNumber, heatLevel, quantileThresholds } from './calendarHeatMapUtils';

/** Each date's day (value 0 when missing) and its colour level among the days on show. */
export function useHeatLevels(days: readonly HeatMapDay[], start: string, end: string) {
  const byDate = React.useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);
  const thresholds = React.useMemo(() => {
    const first = dayNumber(start);
    const last = dayNumber(end);
    // Levels compare the days on show only.
    return quantileThresholds(days.filter((d) => dayNumber(d.date) >= first && dayNumber(d.date) <= last).map((d) => d.value));
  }, [days, start, end]);
  const dayAt = React.useCallback((date: string): HeatMapDay => byDate.get(date) ?? { date, value: 0 }, [byDate]);
  const levelOf = React.useCallback((date: string) => heatLevel(dayAt(date).value, thresholds), [dayAt, thresholds]);
  return { dayAt, levelOf };
}
