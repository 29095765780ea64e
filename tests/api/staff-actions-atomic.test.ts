/**
 * Every staff action runs in the one transaction the registry opens: its change, the notice and
 * mail it queues and its audit row commit together or not at all. Here the audit row (or the
 * notice) is made to fail inside the action, by a trigger, and nothing of the change may remain.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import Type from 'typebox';
import { and, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor } from '../support/contracts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { auditLog, authorMetrics, commentWords, contests, novels, helpArticles, ledgerLines, mailOutbox, notifications, payouts, platformKeys, staff, supportMessages, supportTickets, welfarePrograms } from '../../src/server/db/schema';
import { defineAction, runAction, type ActionEnv } from '../../src/server/admin/registry';
import { noticesAt } from '../../src/server/modules/notification';

describeEachDatabase('staff actions commit whole or not at all', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let admin = '';
  let editor = '';

  /** From now on (until the next call or the end of the test), writing the audit row of `what` (or any notice, for 'notifications') fails. */
  const failWriting = async (what: string) => {
    await db().execute(sql`delete from test_failing`);
    await db().execute(sql`insert into test_failing (what) values (${what})`);
  };

  beforeAll(async () => {
    admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    await db().execute(sql`create table test_failing (what text primary key)`);
    await db().execute(sql`
      create function test_fail_write() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_failing where what = case when tg_table_name = 'audit_log' then new.action else tg_table_name end) then
          raise exception 'forced failure writing %', tg_table_name;
        end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger test_fail_audit before insert on audit_log for each row execute function test_fail_write()`);
    await db().execute(sql`create trigger test_fail_notice before insert on notifications for each row execute function test_fail_write()`);
  });
  afterEach(async () => {
    await db().execute(sql`delete from test_failing`);
  });

  const rows = async (query: Promise<unknown[]>) => (await query).length;

  it('rolls back whatever an action wrote when it fails afterwards, and runs only its rollback hooks', async () => {
    const happened: string[] = [];
    const action = defineAction({
      name: 'test.writeThenFail',
      method: 'POST',
      summary: 'writes a row, then fails',
      role: 'admin',
      input: Type.Object({}),
      output: Type.Object({}),
      cli: { command: 'test:write-then-fail' },
      async run(ctx) {
        await ctx.tx.insert(commentWords).values({ word: 'written-then-undone' });
        ctx.afterCommit(() => void happened.push('commit'));
        ctx.afterRollback(() => void happened.push('rollback'));
        throw new Error('failed after the write');
      },
    });
    const [member] = await db().select().from(staff).where(eq(staff.email, DEMO_ADMIN.email));
    const env = { db: db(), storage: get().storage, member, origin: {}, smtp: false, notices: noticesAt('https://authors.example.test'), now: () => new Date(), contracts: undefined as never } satisfies ActionEnv;
    await expect(runAction(action, env, {})).rejects.toThrow('failed after the write');
    expect(await db().select().from(commentWords).where(eq(commentWords.word, 'written-then-undone'))).toEqual([]);
    expect(happened).toEqual(['rollback']);
  });

  it('support.close: a ticket whose closing could not be recorded stays open', async () => {
    const at = await newAuthor(db(), api);
    const [ticket] = await db().insert(supportTickets).values({ userId: at.userId, topic: 'payment' }).returning();
    await failWriting('ticket.closed');
    expect((await api.post('/admin/v1/support.close', editor, { id: ticket.id })).status).toBe(500);
    expect((await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id)))[0].status).toBe('open');
  });

  it('support.answer: when the author’s notice cannot be written, no answer, no mail and no status change remain', async () => {
    const at = await newAuthor(db(), api);
    const [ticket] = await db().insert(supportTickets).values({ userId: at.userId, topic: 'payment' }).returning();
    const mails = await rows(db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, at.email)));
    await failWriting('notifications');
    expect((await api.post('/admin/v1/support.answer', editor, { id: ticket.id, message: 'Looking into it.' })).status).toBe(500);
    expect((await db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id)))[0].status).toBe('open');
    expect(await rows(db().select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id)))).toBe(0);
    expect(await rows(db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, at.email)))).toBe(mails);
    expect(await rows(db().select().from(notifications).where(eq(notifications.userId, at.userId)))).toBe(0);
  });

  it('payout.close: a close whose record fails closes nobody', async () => {
    const at = await newAuthor(db(), api);
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await db().insert(ledgerLines).values({ authorId: at.userId, novelId: at.bookId, kind: 'unlock', currency: 'USD', amountMinor: 500_000, source: 'platform', day: `${month}-10` });
    await failWriting('payout.closed');
    expect((await api.post('/admin/v1/payout.close', admin, { month })).status).toBe(500);
    expect(await db().select().from(payouts).where(eq(payouts.authorId, at.userId))).toEqual([]);
  });

  it('welfare.programCreate, platform keys and the comment word list: nothing is made, revoked or listed unrecorded', async () => {
    const programs = await rows(db().select().from(welfarePrograms));
    await failWriting('welfare.programCreated');
    expect((await api.post('/admin/v1/welfare.programCreate', admin, { kind: 'full_attendance', amount: '30.00', currency: 'USD', min_words: 1000 })).status).toBe(500);
    expect(await rows(db().select().from(welfarePrograms))).toBe(programs);

    const keys = await rows(db().select().from(platformKeys));
    await failWriting('platform_key.created');
    expect((await api.post('/admin/v1/platform.keyCreate', admin, { name: 'never made', sites: [511] })).status).toBe(500);
    expect(await rows(db().select().from(platformKeys))).toBe(keys);
    await db().execute(sql`delete from test_failing`);
    const made = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'kept', sites: [511] })).body.data.entry;
    await failWriting('platform_key.revoked');
    expect((await api.post('/admin/v1/platform.keyRevoke', admin, { id: made.id })).status).toBe(500);
    expect((await db().select().from(platformKeys).where(eq(platformKeys.id, made.id)))[0].revokedAt).toBeNull();

    await failWriting('comment_word.added');
    expect((await api.post('/admin/v1/comments.wordAdd', admin, { word: 'unrecorded' })).status).toBe(500);
    expect(await db().select().from(commentWords).where(eq(commentWords.word, 'unrecorded'))).toEqual([]);
    await db().insert(commentWords).values({ word: 'listed' });
    await failWriting('comment_word.removed');
    expect((await api.post('/admin/v1/comments.wordRemove', admin, { word: 'listed' })).status).toBe(500);
    expect(await rows(db().select().from(commentWords).where(eq(commentWords.word, 'listed')))).toBe(1);
  });

  it('help.publish and stats.simulate, which wrote their audit row after the work: nothing published or simulated unrecorded', async () => {
    await failWriting('help.published');
    const file = { lang: 'en', slug: 'never-published', text: '---\ntitle: "Never"\ncategory: "help"\norder: 9\nsummary: "Not published."\nroutes: ["/us"]\n---\n\nBody.' };
    expect((await api.post('/admin/v1/help.publish', admin, { files: [file] })).status).toBe(500);
    expect(await db().select().from(helpArticles).where(eq(helpArticles.slug, 'never-published'))).toEqual([]);

    const at = await newAuthor(db(), api);
    const before = await db().execute(sql`select count(*)::int as n from novel_stats_days where novel_id = ${at.bookId}`);
    await failWriting('stats.simulated');
    expect((await api.post('/admin/v1/stats.simulate', admin, { novel: at.bookId, days: 5, seed: 1 })).status).toBe(500);
    const after = await db().execute(sql`select count(*)::int as n from novel_stats_days where novel_id = ${at.bookId}`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'stats.simulated'), eq(auditLog.subjectId, String(at.bookId))))).toEqual([]);
  });

  it('stats.import, novel.statsImport and contest.create are recorded too, and nothing of them remains unrecorded', async () => {
    const at = await newAuthor(db(), api);
    await failWriting('author.figuresImported');
    expect((await api.post('/admin/v1/stats.import', admin, { rows: [{ email: at.email, total_pv: 4242 }] })).status).toBe(500);
    expect(await db().select().from(authorMetrics).where(eq(authorMetrics.userId, at.userId))).toEqual([]);
    await failWriting('novel.figuresImported');
    expect((await api.post('/admin/v1/novel.statsImport', admin, { rows: [{ original_book_id: at.bookId, total_pv: 4242 }] })).status).toBe(500);
    expect((await db().select().from(novels).where(eq(novels.id, at.bookId)))[0].totalPv).not.toBe(4242);
    const contestCount = await rows(db().select().from(contests));
    await failWriting('contest.created');
    expect((await api.post('/admin/v1/contest.create', admin, { names: { en: 'Unrecorded Prize' }, starts_at: '2031-01-01T00:00:00.000Z', ends_at: '2031-02-01T00:00:00.000Z' })).status).toBe(500);
    expect(await rows(db().select().from(contests))).toBe(contestCount);

    await db().execute(sql`delete from test_failing`);
    expect((await api.post('/admin/v1/stats.import', admin, { rows: [{ email: at.email, total_pv: 4242 }] })).body.data).toEqual({ imported: 1, unknown: [] });
    expect(await rows(db().select().from(auditLog).where(eq(auditLog.action, 'author.figuresImported')))).toBe(1);
  });
}, () => ({ demo: true }));
