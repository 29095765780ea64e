import * as React from 'react';
import type { CalendarHeatMapProps } from './CalendarHeatMap.types';

/** The month and weekday labels: the caller's, or short names by Intl in `locale`. */
export function useCalendarFormats({ locale, formatMonth, formatWeekday }: Pick<CalendarHeatMapProps, 'locale' | 'formatMonth' | 'formatWeekday'>) {
  const month = React.useMemo(() => {
    if (formatMonth) return formatMonth;
    const f = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return (date: string) => f.format(new Date(`${date}T00:00:00Z`));
  }, [formatMonth, locale]);
  const weekday = React.useMemo(() => {
    if (formatWeekday) return formatWeekday;
    const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return (weekday: number) => f.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
  }, [formatWeekday, locale]);
  return { formatMonth: month, formatWeekday: weekday };
}
