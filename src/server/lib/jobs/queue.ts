import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs behind one small interface, so modules never know which queue runs them:
 * - on PostgreSQL, pg-boss (a maintained queue on `SELECT … FOR UPDATE SKIP LOCKED`: a job is
 *   handed to one worker of one instance, retried with backoff when its handler throws);
 * - on PGlite (the embedded default: one process, one connection), an in-process queue with the
 *   same semantics (retries with exponential backoff, singleton slots, graceful stop). pg-boss
 *   needs a real PostgreSQL server (its own schema, LISTEN, many connections), which PGlite is not.
 */
export interface JobOptions {
  /** attempts after the first failure (default 5) */
  retryLimit?: number;
  /** seconds before the first retry; doubled each time (default 2) */
  retryDelaySeconds?: number;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** declares a job and its handler on this instance */
  work(name: string, handler: JobHandler, options?: JobOptions): Promise<void>;
  /**
   * Queues a job; with `singletonSeconds`, at most one per time slot of that length across every
   * instance. Resolves to whether a job was queued (false: the slot already had one).
   */
  send(name: string, data?: Record<string, unknown>, options?: { singletonSeconds?: number }): Promise<boolean>;
  /**
   * Queues `name` every `intervalMs` from this instance (and once at once). With several instances
   * each one asks, and the singleton slot keeps it to one job per interval: if an instance dies, the
   * others still ask.
   */
  every(name: string, intervalMs: number): void;
  /** stops asking and fetching, waits for the running jobs to finish (up to `timeoutMs`) */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 2 } satisfies Required<JobOptions>;

/** A job that runs longer than this is logged as slow (on the embedded database it holds up every request meanwhile). */
export const SLOW_JOB_MS = 2000;

export interface QueueOptions {
  /** a job that runs this long is logged as slow */
  slowJobMs?: number;
  /** the clock jobs are timed with, in milliseconds (tests move their own) */
  now?: () => number;
}

/** Runs a job's handler and warns when it was slow: which job, how long, never its data. */
async function timed(log: FastifyBaseLogger, name: string, handler: JobHandler, data: Record<string, unknown>, { slowJobMs = SLOW_JOB_MS, now = () => performance.now() }: QueueOptions): Promise<void> {
  const started = now();
  try {
    await handler(data);
  } finally {
    const ms = Math.round(now() - started);
    if (ms >= slowJobMs) log.warn({ job: name, ms }, 'slow job');
  }
}

/** pg-boss on a real PostgreSQL. */
export async function pgBossQueue(connectionString: string, log: FastifyBaseLogger, timing: QueueOptions = {}): Promise<JobQueue> {
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'writers-center-jobs', schedule: false });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss creates and migrates its own schema under its own advisory lock: instances booting together are safe.
  await boss.start();
  const timers = new Set<NodeJS.Timeout>();
  const optionsOf = new Map<string, Required<JobOptions>>();
  const queue: JobQueue = {
    kind: 'pg-boss',
    async work(name, handler, options) {
      const o = { ...DEFAULTS, ...options };
      optionsOf.set(name, o);
      await boss.createQueue(name, { name, retryLimit: o.retryLimit, retryDelay: o.retryDelaySeconds, retryBackoff: true });
      await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) =>
        timed(log, name, handler, job.data ?? {}, timing),
      );
    },
    async send(name, data = {}, options = {}) {
      const o = optionsOf.get(name) ?? DEFAULTS;
      const id = await boss.send(name, data, {
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: true,
        ...(options.singletonSeconds ? { singletonKey: name, singletonSeconds: options.singletonSeconds } : {}),
      });
      return id !== null;
    },
    every(name, intervalMs) {
      const ask = () =>
        queue
          .send(name, {}, { singletonSeconds: Math.max(1, Math.floor(intervalMs / 1000)) })
          .catch((err: unknown) => log.error({ err, job: name }, 'could not queue a job'));
      void ask();
      const timer = setInterval(ask, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    async stop(timeoutMs = 30_000) {
      for (const t of timers) clearInterval(t);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
  return queue;
}

/** The embedded default's queue: in this process, same contract. */
export function inProcessQueue(log: FastifyBaseLogger, timing: QueueOptions = {}): JobQueue {
  const handlers = new Map<string, { handler: JobHandler; options: Required<JobOptions> }>();
  const slots = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (name: string, data: Record<string, unknown>, attempt: number) => {
    const entry = handlers.get(name);
    if (!entry || stopped) return;
    const p = timed(log, name, entry.handler, data, timing)
      .catch((err) => {
        if (attempt >= entry.options.retryLimit) {
          log.error({ err, job: name, attempts: attempt + 1 }, 'job failed for good');
          return;
        }
        const delay = entry.options.retryDelaySeconds * 1000 * 2 ** attempt;
        log.warn({ err, job: name, retryInMs: delay }, 'job failed, will retry');
        const timer = setTimeout(() => {
          timers.delete(timer);
          run(name, data, attempt + 1);
        }, delay);
        timer.unref();
        timers.add(timer);
      })
      .finally(() => running.delete(p));
    running.add(p);
  };

  const queue: JobQueue = {
    kind: 'in-process',
    async work(name, handler, options) {
      handlers.set(name, { handler, options: { ...DEFAULTS, ...options } });
    },
    async send(name, data = {}, options = {}) {
      if (options.singletonSeconds) {
        const slot = Math.floor(Date.now() / (options.singletonSeconds * 1000));
        if (slots.get(name) === slot) return false;
        slots.set(name, slot);
      }
      // Like a queue, never in the caller's stack: the caller's transaction or request is done first.
      setImmediate(() => run(name, data, 0));
      return true;
    },
    every(name, intervalMs) {
      const ask = () => void queue.send(name, {}, { singletonSeconds: intervalMs / 1000 });
      ask();
      const timer = setInterval(ask, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    async stop(timeoutMs = 30_000) {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
  return queue;
}
