import type { StatsParams } from '../useStatsParams';

/** The query of every stats call: the novel if one is chosen, and the dates or the named range. */
export const statsQuery = (p: StatsParams) => ({
  ...(p.novel ? { novel: p.novel } : {}),
  ...(p.from && p.to ? { from: p.from, to: p.to } : { range: p.range }),
  tz: p.tz,
});
