import { describe, expect, it } from 'vitest';
import { STALE_AFTER, statisticsStale } from '../../../src/server/db/statistics';

/** When a table is analyzed again: autovacuum's own rule, which PGlite (no autovacuum) needs the product to apply. */
describe('stale statistics', () => {
  it('holds a table never analyzed stale, whatever it holds', () => {
    expect(statisticsStale(-1, 0)).toBe(true);
  });

  it('holds a table stale once more rows changed than 50 and a tenth of the rows the planner knows of', () => {
    expect(STALE_AFTER).toEqual({ rows: 50, share: 0.1 });
    expect(statisticsStale(0, 50)).toBe(false);
    expect(statisticsStale(0, 51)).toBe(true);
    expect(statisticsStale(100_000, 10_050)).toBe(false);
    expect(statisticsStale(100_000, 10_051)).toBe(true);
  });
});
