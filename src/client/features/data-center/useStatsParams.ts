import * as React from 'react';
import { STATS_RANGES, type StatsRangePreset } from '../../../domain/stats';
import { useQueryChange } from '../../lib/useQueryChange';

export interface StatsParams {
  /** a novel id, or undefined for all novels */
  novel?: string;
  range: StatsRangePreset;
  from?: string;
  to?: string;
  /** the author's time zone: "today" is theirs */
  tz: string;
}

const TZ = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
})();

/** The data center's choices, kept in the address (shareable, and kept between its two pages). */
export function useStatsParams() {
  const [search, changeQuery] = useQueryChange();
  const rangeParam = search.get('range');
  const params: StatsParams = {
    novel: /^[1-9]\d{0,9}$/.test(search.get('novel') ?? '') ? (search.get('novel') as string) : undefined,
    range: (STATS_RANGES as readonly string[]).includes(rangeParam ?? '') ? (rangeParam as StatsRangePreset) : '30',
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    tz: TZ,
  };
  const update = React.useCallback(
    (changes: Partial<Record<'novel' | 'range' | 'from' | 'to', string | undefined>>) =>
      changeQuery(
        (next) => {
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
        },
        { replace: true },
      ),
    [changeQuery],
  );
  return { params, update };
}
