import type { Db, Tx } from '../../db/client';
import type { ReleaseKind } from '../../../domain/api/release-feed';
import { releasesRepository } from './releases-repository';

export interface ReleaseItem {
  kind: ReleaseKind;
  novelId: number;
  chapterId?: number | null;
  /** a chapter released without telling its followers */
  silent?: boolean;
}

/**
 * Records what the reader site must mirror, in the transaction of the change itself (call it last
 * in that transaction: the lock is held until it commits).
 */
export async function recordRelease(tx: Tx | Db, items: readonly ReleaseItem[]): Promise<void> {
  if (!items.length) return;
  const releases = releasesRepository(tx);
  await releases.lock();
  await releases.append(items.map((i) => ({ kind: i.kind, novelId: i.novelId, chapterId: i.chapterId ?? null, silent: i.silent ?? false })));
}

/**
 * Announces every novel and live chapter the feed has not named yet (the demo data, written
 * straight to its tables): the same rows the migration wrote for what existed before the feed.
 */
export async function recordExistingReleases(tx: Tx | Db): Promise<void> {
  const releases = releasesRepository(tx);
  await releases.lock();
  await releases.appendUnannounced();
}
