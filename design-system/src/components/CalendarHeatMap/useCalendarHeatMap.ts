import * as React from 'react';
import { useFluent, useId } from '@fluentui/react-components';
import type { CalendarHeatMapProps, HeatLevel, HeatMapDay } from './CalendarHeatMap.types';
import { calendarLayout, localeFirstDayOfWeek, dayNumber, moveInCalendar, type CalendarLayout } from './calendarHeatMapUtils';
import { useCalendarFormats } from './useCalendarFormats';
import { useHeatLevels } from './useHeatLevels';

export interface CalendarHeatMapState {
  props: CalendarHeatMapProps;
  layout: CalendarLayout;
  firstDayOfWeek: 0 | 1;
  /** the day with tabIndex 0 */
  activeDate: string;
  dayAt(date: string): HeatMapDay;
  levelOf(date: string): HeatLevel;
  formatMonth(date: string): string;
  formatWeekday(weekday: number): string;
  tooltip: { day: HeatMapDay; left: number; top: number } | null;
  tooltipId: string;
  rootRef: React.RefObject<HTMLDivElement | null>;
  handlers: {
    onKeyDown(e: React.KeyboardEvent<HTMLElement>): void;
    onClick(e: React.MouseEvent<HTMLElement>): void;
    onFocus(e: React.FocusEvent<HTMLElement>): void;
    onBlur(e: React.FocusEvent<HTMLElement>): void;
    onMouseOver(e: React.MouseEvent<HTMLElement>): void;
    onMouseLeave(): void;
  };
}

const dateOf = (target: EventTarget | null): string | null =>
  (target instanceof Element && target.closest<HTMLElement>('[data-date]')?.dataset.date) || null;

/** Layout, levels, roving focus and the shared tooltip of a CalendarHeatMap. */
export function useCalendarHeatMap(props: CalendarHeatMapProps): CalendarHeatMapState {
  const { days, start, end, locale, onDayClick } = props;
  const firstDayOfWeek = props.firstDayOfWeek ?? localeFirstDayOfWeek(locale);
  const { dir } = useFluent();
  const layout = React.useMemo(() => calendarLayout(start, end, firstDayOfWeek), [start, end, firstDayOfWeek]);

  const { dayAt, levelOf } = useHeatLevels(days, start, end);
  const { formatMonth, formatWeekday } = useCalendarFormats(props);

  const inRange = (date: string | undefined) => !!date && dayNumber(date) >= dayNumber(start) && dayNumber(date) <= dayNumber(end);
  const [ownActive, setActiveDate] = React.useState<string | undefined>(undefined);
  const activeDate = inRange(ownActive) ? ownActive! : inRange(props.defaultActiveDate) ? props.defaultActiveDate! : end;

  // The tooltip follows the pointer when it is over a day, else the focused day; Escape hides it until either moves.
  const [hoverDate, setHoverDate] = React.useState<string | null>(null);
  const [focusDate, setFocusDate] = React.useState<string | null>(null);
  const [dismissed, setDismissed] = React.useState(false);
  const shownDate = dismissed ? null : (hoverDate ?? focusDate);
  const rootRef = React.useRef<HTMLDivElement | null>(null);
  const [position, setPosition] = React.useState<{ date: string; left: number; top: number } | null>(null);

  React.useLayoutEffect(() => {
    const root = rootRef.current;
    if (!shownDate || !root) return;
    const cell = root.querySelector<HTMLElement>(`[data-date="${shownDate}"]`);
    if (!cell) return;
    const r = root.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    const next = { date: shownDate, left: c.left - r.left + c.width / 2, top: c.top - r.top };
    setPosition((p) => (p && p.date === next.date && p.left === next.left && p.top === next.top ? p : next));
  }, [shownDate]);

  const focusDay = (date: string) => {
    setActiveDate(date);
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  };

  const handlers: CalendarHeatMapState['handlers'] = {
    onKeyDown(e) {
      const date = dateOf(e.target);
      if (!date) return;
      if (e.key === 'Escape') {
        if (shownDate) {
          setDismissed(true);
          e.stopPropagation();
        }
        return;
      }
      if ((e.key === 'Enter' || e.key === ' ') && onDayClick) {
        e.preventDefault();
        onDayClick(dayAt(date));
        return;
      }
      const next = moveInCalendar(date, e.key, { start, end, firstDayOfWeek, rtl: dir === 'rtl', ctrlKey: e.ctrlKey || e.metaKey });
      if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) e.preventDefault();
      if (next) {
        setDismissed(false);
        setHoverDate(null);
        focusDay(next);
      }
    },
    onClick(e) {
      const date = dateOf(e.target);
      if (!date) return;
      setActiveDate(date);
      onDayClick?.(dayAt(date));
    },
    onFocus(e) {
      const date = dateOf(e.target);
      if (!date) return;
      setActiveDate(date);
      setFocusDate(date);
      setDismissed(false);
    },
    onBlur(e) {
      if (!dateOf(e.relatedTarget)) setFocusDate(null);
    },
    onMouseOver(e) {
      const date = dateOf(e.target);
      if (date && date !== hoverDate) {
        setHoverDate(date);
        setDismissed(false);
      }
    },
    onMouseLeave() {
      setHoverDate(null);
    },
  };

  return {
    props,
    layout,
    firstDayOfWeek,
    activeDate,
    dayAt,
    levelOf,
    formatMonth,
    formatWeekday,
    tooltip: shownDate && position?.date === shownDate ? { day: dayAt(shownDate), left: position.left, top: position.top } : null,
    tooltipId: useId('heat-map-tooltip'),
    rootRef,
    handlers,
  };
}
