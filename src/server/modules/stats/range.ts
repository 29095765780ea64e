import { isTimeZone } from '../../../domain/chapter';
import { presetRange, rangeOf, rangeProblem, type DayRange, type StatsRangePreset } from '../../../domain/stats';
import { ValidationError } from '../../lib/errors';

/** What a figures request asks for: a novel (or all), and a preset range or days from–to, counted in a time zone. */
export interface RangeInput {
  novel?: string;
  range?: StatsRangePreset;
  from?: string;
  to?: string;
  tz?: string;
}

/** The range asked for: `from`–`to` when both are given, else a preset (30 days) counted back from today in `tz`. */
export function resolveRange(input: RangeInput, now: Date): { range: DayRange; timeZone: string } {
  const timeZone = input.tz && isTimeZone(input.tz) ? input.tz : 'UTC';
  if (input.from || input.to) {
    const from = input.from ?? '';
    const to = input.to ?? '';
    const problem = rangeProblem(from, to);
    if (problem) throw new ValidationError({ [input.from ? 'to' : 'from']: { id: problem } });
    return { range: rangeOf(from, to), timeZone };
  }
  return { range: presetRange(input.range ?? '30', now, timeZone), timeZone };
}
