import type * as React from 'react';

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** the change in words, e.g. "+12% on last month" */
  text: string;
  /**
   * whether the change is good news; an increase is not always (e.g. rejected chapters).
   * @default 'positive' for 'up', 'negative' for 'down', 'neutral' for 'flat'
   */
  tone?: 'positive' | 'negative' | 'neutral';
}

export interface StatCardProps {
  /** what the figure is, e.g. "Total income" */
  label: string;
  /** the figure, already formatted by the caller (numbers, money, dates), e.g. "$1,284.50" */
  value: string;
  /** a small icon next to the label */
  icon?: React.ReactElement;
  /** a short line under the figure, e.g. "Updated daily at 02:00" */
  hint?: string;
  /** the change since the last period: an arrow for its direction, its words, and a colour for its tone */
  trend?: StatTrend;
  /** shows a placeholder in place of the value, and the card is busy and not interactive; @default false */
  loading?: boolean;
  /** accessible name of the placeholder while loading, e.g. "Loading…" */
  loadingLabel?: string;
  /** 'filled': a raised card on a shadow; 'outline': a bordered card without a fill; @default 'filled' */
  appearance?: 'filled' | 'outline';
  /** makes the card a link to the figure's details */
  href?: string;
  /** makes the card a button (or, with `href`, is called when the link is used) */
  onClick?(event: React.MouseEvent<HTMLElement>): void;
  /** class name added to the root element (`<a>`, `<button>` or `<div>`) */
  className?: string;
}

export interface StatGridProps {
  /** StatCards (or their skeletons); each becomes a list item */
  children: React.ReactNode;
  /** accessible name of the group of figures, e.g. "This month" */
  label?: string;
  /** narrowest card in px before the grid wraps to fewer columns; @default 200 */
  minItemWidth?: number;
  /** class name added to the root `<ul>` */
  className?: string;
}
