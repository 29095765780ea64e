import { describe, expect, it } from 'vitest';
import { dateAxis, ticksThatFit } from '../../../../design-system/src/components/LineChart/dateAxis';
import { eventLabelLayout, textWidth, wrapLines } from '../../../../design-system/src/components/LineChart/eventLabels';

const DAY = 86_400_000;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => new Date(utc(from).getTime() + i * DAY));

describe('a line chart’s day axis', () => {
  it('starts on the first day and ends on the last day asked for, for 7, 30, 90 and 365 days and custom ranges', () => {
    for (const [from, to, n] of [
      ['2026-11-20', '2026-11-26', 7],
      ['2026-10-28', '2026-11-26', 30],
      ['2026-08-29', '2026-11-26', 90],
      ['2025-11-27', '2026-11-26', 365],
      ['2026-02-14', '2026-03-03', 18],
      ['2024-02-29', '2026-12-31', 1037],
    ] as const) {
      // The points stop a day early (the last day is still being counted): the axis still ends on it.
      const points = days(from, n - 1);
      for (const width of [220, 520, 640, 1200]) {
        const axis = dateAxis(points, ticksThatFit(width, ['28 Nov 2026']), utc(from), utc(to));
        expect(new Date(axis.min).toISOString().slice(0, 10)).toBe(from);
        expect(new Date(axis.max).toISOString().slice(0, 10)).toBe(to);
        expect(axis.ticks.length).toBeGreaterThan(0);
        expect(axis.ticks.length).toBeLessThanOrEqual(ticksThatFit(width, ['28 Nov 2026']));
        for (const t of axis.ticks) {
          expect(t).toBeGreaterThanOrEqual(axis.min);
          expect(t).toBeLessThanOrEqual(axis.max);
          expect(t % DAY).toBe(0);
        }
      }
    }
  });

  it('ticks every day of a week, Mondays over a month, first days of months over a year', () => {
    const week = dateAxis(days('2026-11-20', 7), 10);
    expect(week.ticks).toHaveLength(7);
    const month = dateAxis(days('2026-10-28', 30), 6);
    expect(month.ticks.map((t) => new Date(t).getUTCDay())).toEqual([1, 1, 1, 1]);
    const year = dateAxis(days('2025-11-27', 365), 12);
    expect(year.ticks.map((t) => new Date(t).getUTCDate())).toEqual(Array(12).fill(1));
  });

  it('spans the points when no range is given, and the points beyond a range given', () => {
    const weeks = [utc('2026-11-02'), utc('2026-11-09'), utc('2026-11-16')];
    // A range starting on a Wednesday holds the Monday its first week starts on.
    const axis = dateAxis(weeks, 5, utc('2026-11-04'), utc('2026-11-20'));
    expect([axis.min, axis.max]).toEqual([utc('2026-11-02').getTime(), utc('2026-11-20').getTime()]);
    expect(dateAxis(weeks, 5)).toMatchObject({ min: weeks[0].getTime(), max: weeks[2].getTime() });
  });
});

describe('room for the labels of marked moments', () => {
  const labels = {
    en: 'Contract signed · The Ember Chronicles',
    de: 'Kapitel 12 veröffentlicht: das erste kostenpflichtige Kapitel · Die Chroniken der Glut',
    th: 'ลงนามในสัญญา · “บันทึกแห่งถ่านไฟ”',
    zh: '第 12 章发布：首个付费章节 · 《余烬编年史》',
  };

  it('makes the label box at least as wide as the longest word, so no word runs out of it', () => {
    for (const label of Object.values(labels)) {
      const { labelWidth } = eventLabelLayout([label], 580, 20);
      for (const word of label.split(/\s+/)) expect(textWidth(word)).toBeLessThanOrEqual(labelWidth);
      expect(labelWidth).toBeGreaterThanOrEqual(105);
    }
    // Wide characters count a whole em; Thai marks above and below the line count nothing.
    expect(textWidth('签署合同')).toBeGreaterThan(textWidth('Sign'));
    expect(textWidth('ที่')).toBe(textWidth('ท'));
  });

  it('grows the top margin with the lines of the tallest label, so its first line stays inside the drawing', () => {
    expect(eventLabelLayout(['Contract signed'], 580, 20).top).toBe(20);
    const german = eventLabelLayout([labels.de], 580, 20);
    const lines = wrapLines(labels.de, german.labelWidth).length;
    expect(lines).toBeGreaterThan(2);
    // Fluent puts the first (lowest) line 16px below the plot's top and stacks the rest 18px apart upwards.
    const highestBaseline = german.top + 16 - (lines - 1) * 18;
    expect(highestBaseline - 40 / 3).toBeGreaterThanOrEqual(0);
  });

  it('keeps a box on either side of a line in the middle of a narrow plot', () => {
    const { labelWidth } = eventLabelLayout([labels.de], 260, 20);
    expect(labelWidth * 2).toBeLessThanOrEqual(260);
  });
});
