import { beforeAll, expect, it, vi } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { DAY, newAuthor, newWork, testClock } from '../support/contracts';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { accountDeletions, auditLog, authors, chapters, mailOutbox, novels, sessions, users } from '../../src/server/db/schema';
import { textContentColumns, textDraftColumns } from '../../src/server/modules/chapter';
import { DELETION_JOB, completeDueDeletions } from '../../src/server/modules/user';
import { inProcessQueue, type JobQueue } from '../../src/server/lib/jobs/queue';
import { translate } from '../../src/server/lib/i18n';
import { ACCOUNT_ERASERS } from '../../src/server/account-erasers';

const clock = testClock();
/** The app's job queue: the deletions are completed by the job as the schedule sends it. */
let queue: JobQueue;
const PASSWORD = 'long-enough-password';

/**
 * Deleting the account: scheduled after the password (every session ends), undone by signing in
 * within 14 days (and then nothing was lost), refused at sign-in after that, completed by the job
 * from day 30 (personal data erased, drafts removed, published works as chosen, an audit row);
 * staff list the pending ones. The clock is the app's, moved by the test.
 */
describeEachDatabase(
  'account deletion with undo',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    /** The erasure as the app's job runs it: every module's part, files in the app's store. */
    const erasure = () => ({ erasers: ACCOUNT_ERASERS, storage: get().storage });
    let admin: string;
    beforeAll(async () => {
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    });

    const chapter = async (novelId: number, code: number, status: string, draft: string | null = null) => {
      const [row] = await db()
        .insert(chapters)
        .values({ novelId, code, title: `Chapter ${code}`, status, ...textContentColumns(`Text of chapter ${code}.`), ...textDraftColumns(draft) })
        .returning({ id: chapters.id });
      return row.id;
    };
    const auditsOf = async (userId: number) => (await db().select().from(auditLog).where(eq(auditLog.subjectUserId, userId)).orderBy(desc(auditLog.id))).map((r) => r.action);

    it('schedules it after the password, signing every session out; signing in within 14 days offers the undo, which keeps everything', async () => {
      clock.set('2027-05-01T10:00:00Z');
      const author = await newAuthor(db(), api);
      const draft = await chapter(author.bookId, 1, 'draft');
      const second = await api.login(author.email, PASSWORD);

      const wrong = await api.post('/v1/user.deletionSchedule', author.token, { password: 'not-the-password', published_works: 'keep' });
      expect(Object.keys(wrong.body.data.fields)).toEqual(['password']);
      const bad = await api.post('/v1/user.deletionSchedule', author.token, { password: PASSWORD, published_works: 'sell' });
      expect(Object.keys(bad.body.data.fields)).toEqual(['published_works']);
      expect((await api.get('/v1/user.deletion', author.token)).body.data).toMatchObject({ scheduled: false });

      const scheduled = await api.post('/v1/user.deletionSchedule?lang=de', author.token, { password: PASSWORD, published_works: 'keep', code: '123456' });
      expect(scheduled.body).toEqual({
        code: 200,
        desc: translate('de', 'account.deletion.scheduled'),
        data: { scheduled: true, published_works: 'keep', requested_at: '2027-05-01T10:00:00.000Z', undo_until: '2027-05-15T10:00:00.000Z', due_at: '2027-05-31T10:00:00.000Z' },
      });
      // Every session ended, the one that asked too.
      expect((await api.get('/v1/user.deletion', author.token)).status).toBe(401);
      expect((await api.get('/v1/user.deletion', second)).status).toBe(401);
      expect(await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, author.email), eq(mailOutbox.template, 'account_deletion_scheduled')))).toHaveLength(1);

      // Day 13: signing in works and says a deletion is pending; undoing it restores everything.
      clock.advance(13 * DAY);
      const back = await api.login(author.email, PASSWORD);
      expect((await api.get('/v1/user.deletion', back)).body.data).toMatchObject({ scheduled: true, undo_until: '2027-05-15T10:00:00.000Z' });
      const undone = await api.post('/v1/user.deletionUndo', back, {});
      expect(undone.body).toMatchObject({ code: 200, data: { scheduled: false } });
      expect(await db().select().from(accountDeletions).where(eq(accountDeletions.userId, author.userId))).toEqual([]);
      expect((await api.post('/v1/user.deletionUndo', back, {})).body.code).toBe(4004);

      // The job past day 30 finds nothing of this account to erase.
      expect(await completeDueDeletions(db(), new Date(clock.now().getTime() + 40 * DAY), erasure())).not.toContain(author.userId);
      expect((await db().select().from(chapters).where(eq(chapters.id, draft))).length).toBe(1);
      expect((await db().select().from(users).where(eq(users.id, author.userId)))[0].email).toBe(author.email);
      expect(await auditsOf(author.userId)).toEqual(expect.arrayContaining(['user.deletion_scheduled', 'user.deletion_undone']));
    });

    it('refuses sign-in after the 14 days, and the job completes it from day 30: personal data erased, drafts removed, works kept or taken down', async () => {
      clock.set('2027-06-01T08:00:00Z');
      const keeper = await newAuthor(db(), api);
      const remover = await newAuthor(db(), api);
      const keptDraft = await chapter(keeper.bookId, 1, 'draft');
      const released = await chapter(keeper.bookId, 2, 'released', 'an unpublished rework');
      const draftNovel = await newWork(db(), keeper.userId, 0, 'A Draft Never Shown');
      await db().update(novels).set({ status: 'draft' }).where(eq(novels.id, draftNovel));
      await chapter(draftNovel, 1, 'draft');
      const removedReleased = await chapter(remover.bookId, 1, 'released');

      expect((await api.post('/v1/user.deletionSchedule', keeper.token, { password: PASSWORD, published_works: 'keep' })).body.code).toBe(200);
      expect((await api.post('/v1/user.deletionSchedule', remover.token, { password: PASSWORD, published_works: 'remove' })).body.code).toBe(200);

      // Staff see both pending, the soonest due first.
      const listed = await api.get('/admin/v1/account.deletions', admin);
      expect(listed.body.code).toBe(200);
      const mine = listed.body.data.list.filter((d: { user_id: number }) => [keeper.userId, remover.userId].includes(d.user_id));
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({ user_id: keeper.userId, published_works: 'keep', due_at: '2027-07-01T08:00:00.000Z' });

      // Day 15: sign-in is refused, the password right or not.
      clock.advance(15 * DAY);
      const refused = await api.post('/v1/user.email_login?lang=fr', undefined, { email: keeper.email, password: PASSWORD });
      expect(refused.body).toEqual({ code: 4003, desc: translate('fr', 'account.deletion.closed') });
      // Day 29: nothing is due yet.
      clock.advance(14 * DAY);
      expect(await completeDueDeletions(db(), clock.now(), erasure())).toEqual([]);

      // Day 30: the job, sent through the app's queue as its schedule sends it, completes both at the app's clock.
      clock.advance(DAY);
      expect(await queue.send(DELETION_JOB)).toBe(true);
      await vi.waitFor(
        async () => {
          const done = await db().select().from(accountDeletions).where(inArray(accountDeletions.userId, [keeper.userId, remover.userId]));
          expect(done.map((d) => d.completedAt)).toEqual([clock.now(), clock.now()]);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(await completeDueDeletions(db(), clock.now(), erasure())).toEqual([]);

      const [erased] = await db().select().from(users).where(eq(users.id, keeper.userId));
      expect(erased).toMatchObject({ email: `deleted-${keeper.userId}@deleted.writers-center.invalid`, passwordHash: null, avatarUrl: null });
      const [profile] = await db().select().from(authors).where(eq(authors.userId, keeper.userId));
      expect(profile).toMatchObject({ email: '', birthDate: null, socialAccount: null });
      expect(await db().select().from(sessions).where(eq(sessions.userId, keeper.userId))).toEqual([]);
      // Drafts went (the draft chapter, the never-published novel, the rework of a released chapter); the published work stays under the pen name.
      expect(await db().select().from(chapters).where(eq(chapters.id, keptDraft))).toEqual([]);
      expect(await db().select().from(novels).where(eq(novels.id, draftNovel))).toEqual([]);
      const [kept] = await db().select().from(chapters).where(eq(chapters.id, released));
      expect(kept).toMatchObject({ status: 'released', draftContent: null });
      expect((await db().select().from(novels).where(eq(novels.id, keeper.bookId)))[0].status).toBe('released');
      // The other author chose to take the published works down.
      expect((await db().select().from(novels).where(eq(novels.id, remover.bookId)))[0]).toMatchObject({ status: 'deleted' });
      expect((await db().select().from(chapters).where(eq(chapters.id, removedReleased))).length).toBe(1);

      const [row] = await db().select().from(auditLog).where(and(eq(auditLog.subjectUserId, keeper.userId), eq(auditLog.action, 'user.deletion_completed')));
      expect(row).toMatchObject({ actorKind: 'system', after: { published_works: 'keep', drafts_removed: 2 } });
      const pending = (await api.get('/admin/v1/account.deletions', admin)).body.data.list.map((d: { user_id: number }) => d.user_id);
      expect(pending).not.toContain(keeper.userId);
      expect((await api.post('/v1/user.email_login', undefined, { email: keeper.email, password: PASSWORD })).body.code).toBe(4001);
    });

    it('answers a second request 4009 and keeps each account to its own deletion', async () => {
      clock.set('2027-08-01T08:00:00Z');
      const author = await newAuthor(db(), api);
      const other = await newAuthor(db(), api);
      expect((await api.post('/v1/user.deletionSchedule', author.token, { password: PASSWORD, published_works: 'remove' })).body.code).toBe(200);
      const again = await api.login(author.email, PASSWORD);
      expect((await api.post('/v1/user.deletionSchedule', again, { password: PASSWORD, published_works: 'keep' })).body.code).toBe(4009);
      // Another account sees no deletion and cannot undo one it does not have.
      expect((await api.get('/v1/user.deletion', other.token)).body.data).toMatchObject({ scheduled: false });
      expect((await api.post('/v1/user.deletionUndo', other.token, {})).body.code).toBe(4004);
      expect((await api.get('/v1/user.deletion', again)).body.data.scheduled).toBe(true);
      expect((await api.get('/admin/v1/account.deletions')).status).toBe(401);
    });
  },
  () => ({ demo: true, clock: clock.now, jobs: (queue = inProcessQueue(pino({ level: 'silent' }))) }),
);
