import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN, seedDemo } from '../../src/server/seed/demo';
import { chapters, comments, novelStatsDays } from '../../src/server/db/schema';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { importIncomeCsv } from '../../src/server/modules/income/csv-import';
import { money } from '../../src/domain/money';
import { translate } from '../../src/server/lib/i18n';
import { textContentColumns } from '../../src/server/modules/chapter';

const clock = testClock();
const invalid = (day: string) => translate('en', 'day.invalid', { day });
const outOfRange = (day: string) => translate('en', 'day.outOfRange', { day, min: '2000', max: '2199' });

/** A day that is not one (31 February, year 0, 1900) is one bad line: the batch's good lines are kept. */
describeEachDatabase(
  'ingestion: impossible days are bad lines, not a failed batch',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const keys: Record<string, string> = {};
    const post = async (url: string, scope: string, payload: unknown) => {
      const res = await get().app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${keys[scope]}` }, payload: payload as object });
      return { status: res.statusCode, body: res.json() as { code: number; data?: { rejected: { index: number; id: string; reason: string }[] } & Record<string, unknown> } };
    };

    beforeAll(async () => {
      // Income lines must fall in months not yet closed for payouts: the demo closed the ones before today's.
      clock.set('2028-03-10T09:00:00Z');
      // Seeded earlier than the clock: the demo closed the months before January 2028: the February lines below are open.
      await seedDemo(db(), get().storage, new Date('2028-01-15T00:00:00Z'));
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const scope of ['income', 'stats', 'comments']) keys[scope] = (await api.post('/admin/v1/platform.keyCreate', admin, { name: `days (${scope})`, scopes: [scope], sites: TEST_KEY_SITES })).body.data.key;
    });

    it('income.ingest', async () => {
      const at = await newAuthor(db(), api);
      const line = (id: string, day: string) => ({ id: `${id}-${at.userId}`, original_book_id: at.bookId, day, coins: 100, rate: '0.01', currency: 'USD' });
      const res = await post('/platform/v1/income.ingest?lang=en', 'income', { lines: [line('feb', '2026-02-31'), line('good', '2028-02-28'), line('zero', '0000-01-01'), line('old', '1900-01-01'), line('leap', '2028-02-29')] });
      expect(res.status).toBe(200);
      expect(res.body.data!.accepted).toBe(2);
      expect(res.body.data!.rejected.map((r) => [r.index, r.reason])).toEqual([
        [0, invalid('2026-02-31')],
        [2, outOfRange('0000-01-01')],
        [3, outOfRange('1900-01-01')],
      ]);
      expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(100, 'USD')]);
    });

    it('stats.ingest', async () => {
      const at = await newAuthor(db(), api);
      const [chapter] = await db().insert(chapters).values({ novelId: at.bookId, code: 1, title: 'Chapter 1', ...textContentColumns('One.'), words: 600, status: 'published' }).returning({ id: chapters.id });
      const row = (day: string) => ({ novel_id: at.bookId, day, views: 10, unique_readers: 5, new_followers: 1, comments: 0, unlocks: 0 });
      const res = await post('/platform/v1/stats.ingest?lang=en', 'stats', {
        novels: [row('2026-02-31'), row('2027-03-01'), row('0000-01-01')],
        chapters: [{ chapter_id: chapter.id, day: '2027-02-30', reads_started: 3, reads_finished: 1, unlocks: 0, comments: 0 }],
      });
      expect(res.status).toBe(200);
      expect(res.body.data!.rejected.map((r) => [r.index, r.reason])).toEqual([
        [0, invalid('2026-02-31')],
        [2, outOfRange('0000-01-01')],
        [3, invalid('2027-02-30')],
      ]);
      expect((await db().select().from(novelStatsDays).where(eq(novelStatsDays.novelId, at.bookId))).map((d) => d.day)).toEqual(['2027-03-01']);
    });

    it('comment.ingest', async () => {
      const at = await newAuthor(db(), api);
      const comment = (id: string, postedAt: string) => ({ id: `${id}-${at.userId}`, original_book_id: at.bookId, type: 'review', reader_id: 'r-1', reader_name: 'nightowl', text: 'Lovely.', lang: 'en', likes: 0, posted_at: postedAt });
      const res = await post('/platform/v1/comment.ingest?lang=en', 'comments', { comments: [comment('zero', '0000-01-01T00:00:00Z'), comment('good', '2027-03-01T10:00:00Z'), comment('old', '1900-06-01T10:00:00Z')] });
      expect(res.status).toBe(200);
      expect(res.body.data!.rejected.map((r) => [r.index, r.reason])).toEqual([
        [0, outOfRange('0000-01-01')],
        [2, outOfRange('1900-06-01')],
      ]);
      expect(await db().select().from(comments).where(eq(comments.authorId, at.userId))).toHaveLength(1);
    });

    it('the CSV import', async () => {
      const at = await newAuthor(db(), api);
      const file = ['id,original_book_id,day,coins,rate,currency,share_bp', `csv-a-${at.userId},${at.bookId},2026-02-31,100,0.01,USD,`, `csv-b-${at.userId},${at.bookId},2028-03-01,100,0.01,USD,`, `csv-c-${at.userId},${at.bookId},0000-01-01,100,0.01,USD,`].join('\n');
      const report = await importIncomeCsv(db(), Readable.from([file]), { lang: 'en', now: clock.now() });
      expect(report).toMatchObject({ rows_read: 3, accepted: 1, rejected_count: 2 });
      expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
        [2, invalid('2026-02-31')],
        [4, outOfRange('0000-01-01')],
      ]);
    });
  },
  () => ({ clock: clock.now }),
);
