/**
 * The job queue on both databases: pg-boss on PostgreSQL, the in-process queue on PGlite, one
 * contract: a failing job is retried with backoff, a singleton slot runs once however many ask,
 * and stop() waits for the running job.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import { describeEachDatabase } from '../support/each-database';
import { inProcessQueue, pgBossQueue, type JobQueue } from '../../src/server/lib/jobs/queue';

const log = pino({ level: 'silent' });

/** Waits for a condition (reading it afresh with `refresh` before each look), failing after `timeoutMs`. */
async function until(what: string, check: () => boolean, timeoutMs = 20_000, refresh?: () => Promise<void>) {
  await vi.waitFor(
    async () => {
      await refresh?.();
      if (!check()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

describeEachDatabase('job queue', ({ get, kind }) => {
  let queue: JobQueue;
  /** what the shared queue said of each retry */
  const retries: { job?: string; retryInMs?: number }[] = [];
  let completed: { retry_count: number; retry_delay: number; retry_backoff: boolean } | undefined;
  beforeAll(async () => {
    const heard = pino({ level: 'warn' }, { write: (line: string) => void retries.push(JSON.parse(line) as { job?: string; retryInMs?: number }) });
    queue = kind === 'postgres' ? await pgBossQueue(get().url!, heard) : inProcessQueue(heard);
  });
  afterAll(async () => queue?.stop(5_000));

  it(`retries a failing job with backoff until it succeeds (${kind === 'postgres' ? 'pg-boss' : 'in-process'})`, async () => {
    let attempts = 0;
    await queue.work(
      'test.flaky',
      async () => {
        attempts++;
        if (attempts < 3) throw new Error('not yet');
      },
      { retryLimit: 4, retryDelaySeconds: 1 },
    );
    expect(await queue.send('test.flaky')).toBe(true);
    await until('the third attempt', () => attempts >= 3);
    if (kind === 'postgres') {
      // pg-boss keeps the job's retry settings and count: backoff on, a 1 s first delay, two retries.
      const client = new pg.Client({ connectionString: get().url });
      await client.connect();
      try {
        await until('the job completed', () => completed !== undefined, 20_000, async () => {
          const { rows } = await client.query<{ state: string; retry_count: number; retry_delay: number; retry_backoff: boolean }>(
            "select state, retry_count, retry_delay, retry_backoff from pgboss.job where name = 'test.flaky'",
          );
          completed = rows[0]?.state === 'completed' ? rows[0] : undefined;
        });
        expect(completed).toMatchObject({ retry_count: 2, retry_delay: 1, retry_backoff: true });
      } finally {
        await client.end();
      }
    } else {
      // The queue's own word on each retry: the wait doubles.
      expect(retries.filter((r) => r.job === 'test.flaky').map((r) => r.retryInMs)).toEqual([1000, 2000]);
    }
  }, 30_000);

  it('runs one job per singleton slot however often it is asked', async () => {
    let runs = 0;
    await queue.work('test.singleton', async () => {
      runs++;
    });
    const queued = await Promise.all([1, 2, 3, 4].map(() => queue.send('test.singleton', {}, { singletonSeconds: 60 })));
    expect(queued.filter(Boolean)).toHaveLength(1);
    // Another round of asking within the slot queues nothing.
    expect(await queue.send('test.singleton', {}, { singletonSeconds: 60 })).toBe(false);
    await until('the run', () => runs >= 1);
    expect(runs).toBe(1);
  }, 30_000);

  it('waits for the running job when it stops', async () => {
    const own = kind === 'postgres' ? await pgBossQueue(get().url!, log) : inProcessQueue(log);
    let finished = false;
    let started = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await own.work('test.slow', async () => {
      started = true;
      await released;
      finished = true;
    });
    await own.send('test.slow');
    await until('the start', () => started);
    const stopping = own.stop(10_000);
    // Stopping has begun while the job still runs; it ends only once the job has finished.
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
  }, 30_000);

  it('says when a job was slow: which job and how long, never its data', async () => {
    const lines: string[] = [];
    const captured = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    // The jobs' clock is the test's: the slow job moves it on by 250 ms, the quick one not at all.
    let now = 0;
    const timing = { slowJobMs: 100, now: () => now };
    const own = kind === 'postgres' ? await pgBossQueue(get().url!, captured, timing) : inProcessQueue(captured, timing);
    const done: string[] = [];
    await own.work('test.timed', async (data) => {
      if (data.slow) now += 250;
      done.push(String(data.slow));
    });
    await own.send('test.timed', { slow: false, secret: 'private-detail' });
    await own.send('test.timed', { slow: true, secret: 'private-detail' });
    await until('both jobs', () => done.length === 2);
    await own.stop(10_000);
    const warnings = lines.map((l) => JSON.parse(l) as { msg: string; job?: string; ms?: number });
    expect(warnings.filter((w) => w.msg === 'slow job')).toEqual([expect.objectContaining({ job: 'test.timed', ms: 250 })]);
    expect(lines.join('')).not.toContain('private-detail');
  }, 30_000);
});
