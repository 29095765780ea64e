/*
 * The x axis of a line chart over days. Fluent's date axis rounds its ends outwards to "nice"
 * dates (d3's scale.nice()), so a 30-day chart ended a day or more after its last day; the days
 * are drawn on a plain number axis instead (milliseconds, which never rounds), with ticks on whole
 * days chosen here.
 */

const DAY_MS = 86_400_000;

export interface DateAxis {
  /** the axis's first and last instant: the first and last day asked for, or of the points */
  min: number;
  max: number;
  /** where ticks go, in milliseconds (UTC midnights inside [min, max]) */
  ticks: number[];
}

const utcMidnight = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const firstOfMonth = (ms: number, months: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
};

/** Candidate tick rhythms, finest first: every day, every other day, Mondays, every other Monday, then months. */
function ticksEvery(step: string, min: number, max: number): number[] {
  const out: number[] = [];
  const start = utcMidnight(min) < min ? utcMidnight(min) + DAY_MS : utcMidnight(min);
  if (step === '1d' || step === '2d') {
    for (let t = start; t <= max; t += step === '1d' ? DAY_MS : 2 * DAY_MS) out.push(t);
    return out;
  }
  if (step === '1w' || step === '2w') {
    // ISO weeks start on Monday (getUTCDay: 1).
    let t = start + ((8 - new Date(start).getUTCDay()) % 7) * DAY_MS;
    for (; t <= max; t += (step === '1w' ? 7 : 14) * DAY_MS) out.push(t);
    return out;
  }
  const months = { '1m': 1, '2m': 2, '3m': 3, '6m': 6, '1y': 12 }[step] ?? 12;
  let t = firstOfMonth(start, 0) < start ? firstOfMonth(start, 1) : start;
  while (new Date(t).getUTCMonth() % months !== 0) t = firstOfMonth(t, 1);
  for (; t <= max; t = firstOfMonth(t, months)) out.push(t);
  return out;
}

const STEPS = ['1d', '2d', '1w', '2w', '1m', '2m', '3m', '6m', '1y'];

/**
 * The axis from `from` to `to` (or the points' first and last day when not given): it starts and
 * ends exactly there, and holds the finest rhythm of ticks of which at most `maxTicks` fit.
 */
export function dateAxis(xs: readonly Date[], maxTicks: number, from?: Date, to?: Date): DateAxis {
  const times = xs.map((x) => x.getTime());
  const min = Math.min(...times, from?.getTime() ?? Infinity);
  const max = Math.max(...times, to?.getTime() ?? -Infinity);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 0, ticks: [] };
  const limit = Math.max(1, maxTicks);
  for (const step of STEPS) {
    const ticks = ticksEvery(step, min, max);
    if (ticks.length <= limit && ticks.length > 0) return { min, max, ticks };
  }
  return { min, max, ticks: [utcMidnight(min) === min ? min : max] };
}

/** How many day labels fit on an axis `plotWidth` px wide, for labels like `sample` (7px a character, and a gap). */
export const ticksThatFit = (plotWidth: number, samples: readonly string[]) => {
  const label = Math.max(1, ...samples.map((s) => s.length)) * 7 + 16;
  return Math.max(1, Math.floor(plotWidth / label));
};
