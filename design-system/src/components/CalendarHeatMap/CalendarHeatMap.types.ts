import type * as React from 'react';

/** One day of the writing calendar. */
export interface HeatMapDay {
  /** 'YYYY-MM-DD' (a calendar day, no time zone) */
  date: string;
  /** what the colour measures, e.g. words written */
  value: number;
  /** more detail for the tooltip, e.g. chapters released that day */
  extra?: React.ReactNode;
  /** a future day with something scheduled (a chapter release): drawn with an outline */
  scheduled?: boolean;
}

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export interface CalendarHeatMapProps {
  /** the days with a value; days between `start` and `end` that are missing count as 0. Colour levels are quantiles of the values shown */
  days: readonly HeatMapDay[];
  /** first day shown, 'YYYY-MM-DD' (the component never reads today's date) */
  start: string;
  /** last day shown, 'YYYY-MM-DD' */
  end: string;
  /** accessible name of the grid, e.g. "Writing calendar, 2026" */
  label: string;
  /** accessible name of a day's cell, e.g. "2026-11-02: 1,250 words, 1 chapter released"; days missing from `days` come with value 0 */
  dayLabel(day: HeatMapDay): string;
  /** legend text before the swatches, e.g. "Less" */
  lessLabel: string;
  /** legend text after the swatches, e.g. "More" */
  moreLabel: string;
  /** legend text for the outlined marker of scheduled days; the legend shows no marker without it */
  scheduledLabel?: string;
  /** month label from the month's first day ('YYYY-MM-01'). @default short month by Intl (locale) */
  formatMonth?(date: string): string;
  /** weekday label, 0 = Sunday … 6 = Saturday. @default short weekday by Intl (locale) */
  formatWeekday?(weekday: number): string;
  /** BCP 47 tag for the default month and weekday labels */
  locale?: string;
  /** first row of each week: 0 Sunday, 1 Monday. @default the locale's (Monday in German, Sunday in English) */
  firstDayOfWeek?: 0 | 1;
  /** the day that takes focus first, 'YYYY-MM-DD'. @default end */
  defaultActiveDate?: string;
  /** tooltip content. @default the day's label and its `extra` */
  renderTooltip?(day: HeatMapDay): React.ReactNode;
  /** a day activated by click, Enter or Space */
  onDayClick?(day: HeatMapDay): void;
  /** class name added to the root `<div>` */
  className?: string;
}
