/*
 * Pure helpers shared by the branded charts: colours from tokens, default formats,
 * and the rows of the accessible data table.
 */
import { tokens } from '@fluentui/react-components';
import type { ChartPoint, ChartSeries } from './chart.types';

/**
 * Series colours: the brand first, then palette tokens chosen to stay apart from each
 * other and to keep 3:1 against the page in light and dark themes.
 */
export const chartPalette: readonly string[] = [
  tokens.colorBrandBackground,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteLavenderBorderActive,
  tokens.colorPaletteForestBorderActive,
  tokens.colorPaletteCranberryBorderActive,
];

export const colorAt = (colors: readonly string[] | undefined, index: number): string => {
  const list = colors && colors.length ? colors : chartPalette;
  return list[index % list.length];
};

export type XValue = ChartPoint['x'];

/** A key that tells x values apart across types ("1" the text and 1 the number differ). */
export const xKey = (x: XValue): string => (x instanceof Date ? `d:${x.getTime()}` : typeof x === 'number' ? `n:${x}` : `s:${x}`);

/** What kind of x axis a chart needs: the kind of the first point decides. */
export function xKind(series: readonly ChartSeries[]): 'date' | 'number' | 'category' {
  const first = series.find((s) => s.points.length)?.points[0]?.x;
  if (first instanceof Date) return 'date';
  if (typeof first === 'number') return 'number';
  return 'category';
}

/** Every x value of every series, once: dates and numbers ascending, text in order of first appearance. */
export function collectX(series: readonly ChartSeries[]): XValue[] {
  const seen = new Map<string, XValue>();
  for (const s of series) for (const p of s.points) if (!seen.has(xKey(p.x))) seen.set(xKey(p.x), p.x);
  const values = [...seen.values()];
  const ordered = values.every((v) => v instanceof Date || typeof v === 'number');
  return ordered ? values.sort((a, b) => Number(a) - Number(b)) : values;
}

export interface SeriesTableRow {
  x: XValue;
  /** one value per series, in series order; undefined where a series has no point at x */
  values: (number | undefined)[];
}

/** The data table of line and bar charts: one row per x value, one column per series. */
export function seriesTable(series: readonly ChartSeries[]): SeriesTableRow[] {
  const lookups = series.map((s) => new Map(s.points.map((p) => [xKey(p.x), p.y])));
  return collectX(series).map((x) => ({ x, values: lookups.map((m) => m.get(xKey(x))) }));
}

/** True when there is nothing to draw. */
export const isSeriesEmpty = (series: readonly ChartSeries[]): boolean => series.every((s) => s.points.length === 0);

/** Intl number format for a locale (the design system has no formats of its own). */
export const defaultValueFormat = (locale?: string) => {
  const nf = new Intl.NumberFormat(locale);
  return (n: number) => nf.format(n);
};

/** Dates as medium dates in UTC (wire dates are UTC days), numbers by Intl, text unchanged. */
export const defaultXFormat = (locale?: string) => {
  const df = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const nf = new Intl.NumberFormat(locale);
  return (x: XValue) => (x instanceof Date ? df.format(x) : typeof x === 'number' ? nf.format(x) : x);
};

/**
 * Chart margins with room on the value-axis side for the longest formatted value. Fluent's
 * default 40px clips labels such as "US$1,200" or "1.234.567"; 7px a character is the axis
 * font's average width with some margin.
 */
export function cartesianMargins(values: readonly number[], valueFormat: (n: number) => string) {
  const longest = values.reduce((max, v) => Math.max(max, valueFormat(v).length), valueFormat(0).length);
  // One character more: rounded ticks can go a digit past the largest value.
  return { top: 20, bottom: 35, right: 20, left: Math.max(40, 16 + (longest + 1) * 7) };
}
