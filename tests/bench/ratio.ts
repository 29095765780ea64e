/**
 * One line per goal the bench holds a figure to: the ratio of two figures measured in the same run, its goal,
 * and the machine's 1-minute load when it was measured (a busy machine shows as noise, not as a verdict).
 */
export interface Goal {
  /** the ratio must stay at or under this */
  atMost?: number;
  /** the ratio must reach at least this */
  atLeast?: number;
}

export function ratioLine(name: string, ratio: number, goal: Goal, load: number): string {
  const met = (goal.atMost === undefined || ratio <= goal.atMost) && (goal.atLeast === undefined || ratio >= goal.atLeast);
  const target = goal.atMost !== undefined ? `≤ ${goal.atMost.toFixed(2)}×` : `≥ ${goal.atLeast!.toFixed(2)}×`;
  return `  ratio  ${name.padEnd(66)} ${ratio.toFixed(2).padStart(6)}×  goal ${target}  ${met ? 'met   ' : 'MISSED'}  load ${load.toFixed(2)}`;
}

/** The median of some figures (rounds of a measurement taken in turn with another's). */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
