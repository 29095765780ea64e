import { expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import pino from 'pino';
import { describeEachDatabase } from '../support/each-database';
import { apiClient, jpegWithExif, pngOfSize } from '../support/api-client';
import { DAY, applicationBody, newAuthor, testClock } from '../support/contracts';
import {
  accountDeletions,
  archiveSettings,
  archives,
  contractApplications,
  signInChallenges,
  supportTickets,
  uploads,
  userRecoveryCodes,
  userTotp,
} from '../../src/server/db/schema';
import { uploadKey } from '../../src/server/lib/storage/uploads';
import type { Visibility } from '../../src/server/lib/storage/storage';
import { inProcessQueue, type JobQueue } from '../../src/server/lib/jobs/queue';
import { archiveService } from '../../src/server/modules/archive';
import { noticesAt } from '../../src/server/modules/notification';
import { DELETION_JOB } from '../../src/server/modules/user';

const PASSWORD = 'long-enough-password';
const clock = testClock();
let queue: JobQueue;

/**
 * The erasure that completes a deletion leaves nothing of the account the law does not keep: its
 * weekly archive setting, archives and their files, avatar (row and public file), two-factor key and
 * recovery codes, support tickets with their screenshots and the contract applications that never
 * became a contract; and the weekly job makes no archive of an account being deleted.
 */
describeEachDatabase(
  'account erasure',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const weekly = () => archiveService({ db: db(), storage: get().storage, jobs: queue, notices: noticesAt('http://localhost:8080'), now: clock.now }).weekly();
    const stored = (visibility: Visibility, key: string) => get().storage.read(visibility, key);

    it('erases the archives, avatar, two-factor sign-in, tickets and open applications with their files; the weekly job skips the account', async () => {
      clock.set('2027-03-01T09:00:00Z');
      const author = await newAuthor(db(), api);

      // An avatar, two-factor sign-in, a ticket with a screenshot, an open application.
      expect((await api.upload('/v1/user.upload_avatar', author.token, await jpegWithExif(), 'me.jpg', 'image/jpeg')).body.code).toBe(200);
      const secret = (await api.post('/v1/user.totpSetup', author.token, { password: PASSWORD })).body.data.secret as string;
      expect((await api.post('/v1/user.totpEnable', author.token, { code: await codeOf(secret) })).body.code).toBe(200);
      clock.advance(30_000);
      const shot = (await api.upload('/v1/ticket.screenshot', author.token, await pngOfSize(20 * 1024))).body.data.upload_id as string;
      expect((await api.post('/v1/ticket.create', author.token, { topic: 'bug', message: 'Look at this', screenshot_id: shot })).body.code).toBe(200);
      expect((await api.post('/v1/sign.submit', author.token, await applicationBody(api, author.token, author.bookId))).body.code).toBe(200);

      // The weekly archive on, and one archive built.
      expect((await api.post('/v1/archive.settings', author.token, { weekly: true })).body.code).toBe(200);
      const archiveId = (await api.post('/v1/archive.request', author.token)).body.data.archive_id as string;
      const built = await vi.waitFor(
        async () => {
          const [row] = await db().select().from(archives).where(eq(archives.id, archiveId));
          expect(row.status).toBe('ready');
          return row;
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(await stored('private', built.storageKey!)).not.toBeNull();
      const files = await db().select().from(uploads).where(eq(uploads.ownerId, author.userId));
      expect(files.map((f) => f.kind).sort()).toEqual(['avatar', 'id_photo', 'id_photo', 'screenshot']);
      for (const file of files) expect(await stored(file.visibility as Visibility, uploadKey(file))).not.toBeNull();

      // Scheduled: from now on the weekly job makes nothing for the account, due as its archive is.
      expect((await api.post('/v1/user.deletionSchedule', author.token, { password: PASSWORD, published_works: 'keep', code: await codeOf(secret) })).body.code).toBe(200);
      clock.advance(8 * DAY);
      await weekly();
      expect(await db().select().from(archives).where(eq(archives.authorId, author.userId))).toHaveLength(1);

      // Day 31: the job, as the app runs it, completes the deletion.
      clock.advance(23 * DAY);
      expect(await queue.send(DELETION_JOB)).toBe(true);
      await vi.waitFor(
        async () => {
          const [row] = await db().select().from(accountDeletions).where(eq(accountDeletions.userId, author.userId));
          expect(row.completedAt).not.toBeNull();
        },
        { timeout: 20_000, interval: 50 },
      );

      expect(await db().select().from(archiveSettings).where(eq(archiveSettings.authorId, author.userId))).toEqual([]);
      expect(await db().select().from(archives).where(eq(archives.authorId, author.userId))).toEqual([]);
      expect(await db().select().from(uploads).where(eq(uploads.ownerId, author.userId))).toEqual([]);
      expect(await db().select().from(userTotp).where(eq(userTotp.userId, author.userId))).toEqual([]);
      expect(await db().select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, author.userId))).toEqual([]);
      expect(await db().select().from(signInChallenges).where(eq(signInChallenges.userId, author.userId))).toEqual([]);
      expect(await db().select().from(supportTickets).where(eq(supportTickets.userId, author.userId))).toEqual([]);
      expect(await db().select().from(contractApplications).where(and(eq(contractApplications.authorId, author.userId)))).toEqual([]);
      // Their files are gone from the store too, the public avatar as well as the private ones (removed once the erasure is committed).
      await vi.waitFor(
        async () => {
          expect(await stored('private', built.storageKey!)).toBeNull();
          for (const file of files) expect(await stored(file.visibility as Visibility, uploadKey(file)), file.kind).toBeNull();
        },
        { timeout: 10_000, interval: 50 },
      );

      // A week on, the weekly job still makes nothing for the erased account.
      clock.advance(8 * DAY);
      await weekly();
      expect(await db().select().from(archives).where(eq(archives.authorId, author.userId))).toEqual([]);
    });
  },
  () => ({ demo: true, clock: clock.now, jobs: (queue = inProcessQueue(pino({ level: 'silent' }))) }),
);
