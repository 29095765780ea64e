import { describe, expect, it } from 'vitest';
import { chartPalette, collectX, isSeriesEmpty, seriesTable, xKind } from '../../../../design-system/src/components/ChartFrame';
import { cartesianMargins, colorAt, defaultXFormat } from '../../../../design-system/src/components/ChartFrame/chartUtils';

const d = (day: number) => new Date(Date.UTC(2026, 10, day));

describe('chart data helpers', () => {
  it('collects every x once: dates and numbers ascending, text in first-seen order', () => {
    expect(collectX([{ id: 'a', name: 'A', points: [{ x: d(3), y: 1 }, { x: d(1), y: 2 }] }, { id: 'b', name: 'B', points: [{ x: d(1), y: 3 }, { x: d(2), y: 4 }] }])).toEqual([d(1), d(2), d(3)]);
    expect(collectX([{ id: 'a', name: 'A', points: [{ x: 'Mar', y: 1 }, { x: 'Jan', y: 2 }] }, { id: 'b', name: 'B', points: [{ x: 'Feb', y: 1 }] }])).toEqual(['Mar', 'Jan', 'Feb']);
    expect(collectX([{ id: 'a', name: 'A', points: [{ x: 10, y: 1 }, { x: 2, y: 2 }] }])).toEqual([2, 10]);
  });

  it('builds one table row per x with a value per series, blank where a series has none', () => {
    const rows = seriesTable([
      { id: 'a', name: 'A', points: [{ x: 'Jan', y: 1 }, { x: 'Feb', y: 2 }] },
      { id: 'b', name: 'B', points: [{ x: 'Feb', y: 5 }] },
    ]);
    expect(rows).toEqual([
      { x: 'Jan', values: [1, undefined] },
      { x: 'Feb', values: [2, 5] },
    ]);
  });

  it('knows the axis kind and emptiness', () => {
    expect(xKind([{ id: 'a', name: 'A', points: [{ x: d(1), y: 1 }] }])).toBe('date');
    expect(xKind([{ id: 'a', name: 'A', points: [] }, { id: 'b', name: 'B', points: [{ x: 3, y: 1 }] }])).toBe('number');
    expect(xKind([])).toBe('category');
    expect(isSeriesEmpty([{ id: 'a', name: 'A', points: [] }])).toBe(true);
    expect(isSeriesEmpty([])).toBe(true);
  });

  it('takes colours from tokens, cycling', () => {
    for (const c of chartPalette) expect(c).toMatch(/^var\(--color/);
    expect(colorAt(undefined, chartPalette.length)).toBe(chartPalette[0]);
    expect(colorAt(['var(--x)'], 3)).toBe('var(--x)');
  });

  it('formats dates as UTC days and leaves room for long value labels', () => {
    expect(defaultXFormat('en')(d(2))).toBe('Nov 2, 2026');
    expect(cartesianMargins([12], String).left).toBe(40);
    expect(cartesianMargins([1234567], (n) => `US$${n.toLocaleString('en')}`).left).toBeGreaterThan(90);
  });
});
