import fp from 'fastify-plugin';
import type { JobQueue } from '../lib/jobs/queue';
import { withDataKeys, type DataKeys } from '../lib/crypto/data-keys';
import { RELEASE_JOB, releaseDueChapters } from '../modules/chapter';
import { CLEANUP_JOB, STATISTICS_JOB, cleanUpExpired, keepStatisticsFresh } from '../modules/maintenance';
import { EXPIRE_JOB, expireContracts, type ContractSettings } from '../modules/contract';
import { CLOSE_JOB, closeMonth, refreshHolds } from '../modules/payout';
import { grantMilestones } from '../modules/welfare';
import { BUFFER_JOB, releaseReceipts, warnLowBuffers } from '../modules/planner';
import { completeDueDeletions, DELETION_JOB, type ErasureParts } from '../modules/user';
import { ACCOUNT_ERASERS } from '../account-erasers';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsOptions {
  queue: JobQueue;
  /** how often the release job is asked for; omit to run no recurring jobs (tests drive them) */
  releaseIntervalMs?: number;
  /** how often expired rows are deleted and ended contract terms expired (default hourly) */
  cleanupIntervalMs?: number;
  /** the contract module's settings, for the expiry of contracts whose term has ended */
  contracts: ContractSettings;
  /** the app's one clock (tests move it) */
  now(): Date;
  /** refresh the planner's statistics of the tables that changed (a database with no autovacuum: PGlite) */
  refreshStatistics?: boolean;
  /** how often the stale statistics are looked for (default every 5 minutes: a look at a quiet database is one catalogue read) */
  statisticsIntervalMs?: number;
  /** the app's data keys: every job runs with them (personal data it reads or writes uses them) */
  dataKeys: DataKeys;
}

/** The queue whose handlers each run with these data keys, whoever declares them. */
function withKeys(queue: JobQueue, dataKeys: DataKeys): JobQueue {
  return { ...queue, work: (name, handler, options) => queue.work(name, (data) => withDataKeys(dataKeys, () => handler(data)), options) };
}

/**
 * The product's background jobs on the queue (lib/jobs): scheduled releases (exactly once: the
 * queue hands the job to one worker, and the job itself releases under an advisory lock with the
 * status change as its guard, so even a retried or duplicated job cannot release twice) and the
 * clean-up of expired rows (and on PGlite the planner's statistics), the expiry of contracts whose term has ended, the monthly close of payouts, and the completion of account deletions that are due. Imports, exports and the notice fan-out are queued here as they land.
 */
export default fp<JobsOptions>(
  async (app, { queue: given, releaseIntervalMs, cleanupIntervalMs = 3_600_000, statisticsIntervalMs = 300_000, contracts, now: clock, refreshStatistics: analyze = false, dataKeys }) => {
    const queue = withKeys(given, dataKeys);
    app.decorate('jobs', queue);
    const receipts = releaseReceipts(app.notices);
    await queue.work(RELEASE_JOB, async () => {
      const run = await releaseDueChapters(app.db, new Date(), receipts);
      if (run.released.length) app.log.info({ released: run.released }, 'scheduled chapters released');
    });
    await queue.work(CLEANUP_JOB, async () => {
      const removed = await cleanUpExpired(app.db);
      app.log.info({ removed }, 'expired rows deleted');
    });
    await queue.work(STATISTICS_JOB, async () => {
      const started = performance.now();
      const analyzed = await keepStatisticsFresh(app.db);
      if (analyzed.length) app.log.info({ tables: analyzed, ms: Math.round(performance.now() - started) }, 'planner statistics refreshed');
    });
    await queue.work(EXPIRE_JOB, async () => {
      const run = await expireContracts(app.db, contracts);
      if (run.expired.length) app.log.info({ expired: run.expired }, 'contracts expired at the end of their term');
    });
    await queue.work(BUFFER_JOB, async () => {
      const { warned } = await warnLowBuffers(app.db, app.notices, clock());
      if (warned) app.log.info({ warned }, 'authors warned of buffers running dry');
    });
    await queue.work(CLOSE_JOB, async () => {
      // Closes the previous month once (a month already closed is skipped per author and currency)
      // and releases payouts whose hold has ended.
      const now = clock();
      // Welfare granted at the close first, so the month's payout includes it.
      const grants = await grantMilestones(app.db, now, app.notices);
      const closed = await closeMonth(app.db, now);
      const holds = await refreshHolds(app.db, now);
      // Ids, currencies and reasons only: the audit log holds the rest for staff.
      if (closed.failed.length) app.log.error({ month: closed.month, failed: closed.failed }, 'payouts not closed for some authors: see payout.closeFailed in the audit log');
      if (grants.granted + closed.pending + closed.held + closed.rolled_over + holds.held + holds.released) app.log.info({ grants, closed, holds }, 'welfare granted, payouts closed and holds refreshed');
    });
    const erasure: ErasureParts = { erasers: ACCOUNT_ERASERS, storage: app.storage };
    await queue.work(DELETION_JOB, async () => {
      // Accounts whose deletion is due are erased (ids only in the log; the audit row says what was done).
      const erased = await completeDueDeletions(app.db, clock(), erasure, (file, err) => app.log.warn({ key: file.key, err }, 'an erased account’s file could not be removed'));
      if (erased.length) app.log.info({ accounts: erased }, 'account deletions completed');
    });
    if (releaseIntervalMs) {
      // From boot on, so a restart catches up at once.
      app.addHook('onReady', async () => {
        queue.every(RELEASE_JOB, releaseIntervalMs);
        queue.every(CLEANUP_JOB, cleanupIntervalMs);
        if (analyze) queue.every(STATISTICS_JOB, statisticsIntervalMs);
        queue.every(EXPIRE_JOB, cleanupIntervalMs);
        queue.every(CLOSE_JOB, cleanupIntervalMs);
        queue.every(DELETION_JOB, cleanupIntervalMs);
        queue.every(BUFFER_JOB, cleanupIntervalMs);
      });
    }
    // Stop fetching and let the running job finish before the database closes (graceful shutdown).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db', 'storage'] },
);
