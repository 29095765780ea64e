/**
 * The job queue on both databases: pg-boss on PostgreSQL, the in-process queue on PGlite, one
 * contract: a failing job is retried with backoff, a singleton slot runs once however many ask,
 * and stop() waits for the running job.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDatabase } from '../support/each-database';
import { inProcessQueue, pgBossQueue, type JobQueue } from '../../src/server/lib/jobs/queue';

const log = pino({ level: 'silent' });

async function until(what: string, check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('job queue', ({ get, kind }) => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = kind === 'postgres' ? await pgBossQueue(get().url!, log) : inProcessQueue(log);
  });
  afterAll(async () => queue?.stop(5_000));

  it(`retries a failing job with backoff until it succeeds (${kind === 'postgres' ? 'pg-boss' : 'in-process'})`, async () => {
    const attempts: number[] = [];
    await queue.work(
      'test.flaky',
      async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('not yet');
      },
      { retryLimit: 4, retryDelaySeconds: 1 },
    );
    await queue.send('test.flaky');
    await until('the third attempt', () => attempts.length >= 3);
    // Backoff: the second wait is longer than the first.
    expect(attempts[2] - attempts[1]).toBeGreaterThan(attempts[1] - attempts[0]);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
  }, 30_000);

  it('runs one job per singleton slot however often it is asked', async () => {
    let runs = 0;
    await queue.work('test.singleton', async () => {
      runs++;
    });
    await Promise.all([1, 2, 3, 4].map(() => queue.send('test.singleton', {}, { singletonSeconds: 60 })));
    await until('the run', () => runs >= 1);
    // Another round of asking within the slot changes nothing.
    await queue.send('test.singleton', {}, { singletonSeconds: 60 });
    await new Promise((r) => setTimeout(r, kind === 'postgres' ? 1500 : 100));
    expect(runs).toBe(1);
  }, 30_000);

  it('waits for the running job when it stops', async () => {
    const own = kind === 'postgres' ? await pgBossQueue(get().url!, log) : inProcessQueue(log);
    let finished = false;
    let started = false;
    await own.work('test.slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 800));
      finished = true;
    });
    await own.send('test.slow');
    await until('the start', () => started);
    await own.stop(10_000);
    expect(finished).toBe(true);
  }, 30_000);

  it('says when a job was slow: which job and how long, never its data', async () => {
    const lines: string[] = [];
    const captured = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const own = kind === 'postgres' ? await pgBossQueue(get().url!, captured, { slowJobMs: 100 }) : inProcessQueue(captured, { slowJobMs: 100 });
    const done: string[] = [];
    await own.work('test.timed', async (data) => {
      if (data.slow) await new Promise((r) => setTimeout(r, 250));
      done.push(String(data.slow));
    });
    await own.send('test.timed', { slow: false, secret: 'private-detail' });
    await own.send('test.timed', { slow: true, secret: 'private-detail' });
    await until('both jobs', () => done.length === 2);
    await own.stop(10_000);
    const warnings = lines.map((l) => JSON.parse(l) as { msg: string; job?: string; ms?: number });
    expect(warnings.filter((w) => w.msg === 'slow job')).toEqual([expect.objectContaining({ job: 'test.timed', ms: expect.any(Number) })]);
    expect(warnings.find((w) => w.msg === 'slow job')!.ms).toBeGreaterThanOrEqual(200);
    expect(lines.join('')).not.toContain('private-detail');
  }, 30_000);
});
