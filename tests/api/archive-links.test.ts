import { beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import pino from 'pino';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { archives, chapters, novels, users } from '../../src/server/db/schema';
import { DEMO_LOGIN } from '../../src/server/seed/demo';
import { archiveService } from '../../src/server/modules/archive';
import { inProcessQueue, type JobQueue } from '../../src/server/lib/jobs/queue';
import { noticesAt } from '../../src/server/modules/notification';

let queue: JobQueue;

/** CSV rows after the header (a byte-order mark and a header row open every file). */
const dataRows = (csv: Uint8Array) => strFromU8(csv).trim().split('\n').length - 1;

describeEachDatabase(
  'archive of an author with years of work, and its link',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let token: string;
    let archiveId: string;
    let url: string;
    let zip: Record<string, Uint8Array>;

    beforeAll(async () => {
      token = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      // The demo writes no author's notes: one on a novel and one on a chapter, to find in the archive.
      const [me] = await db().select().from(users).where(eq(users.email, DEMO_LOGIN.email));
      const [novel] = await db().select().from(novels).where(eq(novels.authorId, me.id)).limit(1);
      await db().update(novels).set({ defaultNoteAfter: 'Thank you for reading!' }).where(eq(novels.id, novel.id));
      const [chapter] = await db().select().from(chapters).where(eq(chapters.novelId, novel.id)).limit(1);
      await db().update(chapters).set({ noteBefore: 'This one took me a month.' }).where(eq(chapters.id, chapter.id));
      archiveId = (await api.post('/v1/archive.request', token)).body.data.archive_id;
      const done = await vi.waitFor(
        async () => {
          const res = await api.get(`/v1/archive.status?archive_id=${archiveId}`, token);
          expect(res.body.data.status).toBe('ready');
          return res.body.data;
        },
        { timeout: 120_000, interval: 50 },
      );
      url = done.url;
      const res = await get().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      zip = unzipSync(new Uint8Array(res.rawPayload));
      // The demo author's years of work (over a thousand chapters) take a while on a busy machine.
    }, 180_000);

    it('holds the sealed contract as its PDF, the covers, the replies, statistics, ledger and payouts, and the notes', () => {
      const names = Object.keys(zip);
      const contracts = names.filter((n) => /^contracts\/\d+\.pdf$/.test(n));
      expect(contracts.length).toBeGreaterThan(0);
      for (const pdf of contracts) expect(strFromU8(zip[pdf].subarray(0, 5))).toBe('%PDF-');
      const covers = names.filter((n) => /^novels\/[^/]+\/cover\.(jpg|webp)$/.test(n));
      expect(covers.length).toBeGreaterThan(0);
      for (const file of ['comments/replies.csv', 'statistics/novels-daily.csv', 'money/ledger.csv', 'money/payouts.csv', 'contracts/contracts.csv']) expect(dataRows(zip[file]), file).toBeGreaterThan(0);
      const books = names.filter((n) => /^novels\/[^/]+\/novel\.json$/.test(n)).map((n) => JSON.parse(strFromU8(zip[n])));
      type NovelJson = { author_notes: { after: string | null }; chapters: { author_notes: { before: string | null } }[] };
      expect(books.map((book: NovelJson) => book.author_notes.after)).toContain('Thank you for reading!');
      expect(books.flatMap((book: NovelJson) => book.chapters.map((c) => c.author_notes.before))).toContain('This one took me a month.');
    });

    it('refuses a link whose signature or file was changed', async () => {
      const [path, query] = url.split('?');
      const params = new URLSearchParams(query);
      const sig = params.get('sig')!;
      const forged = new URLSearchParams(params);
      forged.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
      expect((await get().app.inject({ method: 'GET', url: `${path}?${forged}` })).statusCode).toBe(404);
      const later = new URLSearchParams(params);
      later.set('expires', String(Number(params.get('expires')) + 86_400));
      expect((await get().app.inject({ method: 'GET', url: `${path}?${later}` })).statusCode).toBe(404);
      expect((await get().app.inject({ method: 'GET', url: `${path.replace(/[0-9a-f](?=\.zip$)/, (c) => (c === '0' ? '1' : '0'))}?${query}` })).statusCode).toBe(404);
      expect((await get().app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    });

    it('after its 7 days: no link any more, and the hourly job removes the file', async () => {
      const [row] = await db().select().from(archives).where(eq(archives.id, archiveId));
      expect(await get().storage.read('private', row.storageKey!)).not.toBeNull();
      await db().update(archives).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(archives.id, archiveId));
      const status = (await api.get(`/v1/archive.status?archive_id=${archiveId}`, token)).body.data;
      expect(status).toMatchObject({ status: 'ready', expired: true, url: null, expires_at: null });
      const job = archiveService({ db: db(), storage: get().storage, jobs: queue, notices: noticesAt('http://localhost:8080'), now: () => new Date() });
      expect((await job.weekly()).expired).toBeGreaterThanOrEqual(1);
      expect(await get().storage.read('private', row.storageKey!)).toBeNull();
      // Removed once: the next hour finds nothing more to remove of it.
      const [after] = await db().select().from(archives).where(eq(archives.id, archiveId));
      expect((await job.weekly()).expired).toBe(0);
      expect(after.status).not.toBe('building');
    });
  },
  () => ({ demo: true, jobs: (queue = inProcessQueue(pino({ level: 'silent' }))) }),
);
