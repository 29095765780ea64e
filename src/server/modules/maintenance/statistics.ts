import type { Db } from '../../db/client';
import { refreshStaleStatistics } from '../../db/statistics';

export const STATISTICS_JOB = 'maintenance.statistics';

/**
 * The maintenance job's round on a database no autovacuum looks after (PGlite): the tables that changed
 * enough since they were last analyzed are analyzed again, so their plans follow the data as it grows.
 * A quiet database costs one catalogue read. Answers the tables analyzed.
 */
export async function keepStatisticsFresh(db: Db): Promise<string[]> {
  return refreshStaleStatistics(db);
}
