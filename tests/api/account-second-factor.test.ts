import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, testClock, type AuthorFixture } from '../support/contracts';
import { accountDeletions, archives } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';

const PASSWORD = 'long-enough-password';
const clock = testClock();
/** A start on a step boundary; each test moves on by an hour, so no code straddles two steps. */
const START = Date.UTC(2026, 10, 9, 9, 0, 0);
let hours = 0;

/**
 * The steps that ask for the password again ask for the app's code too when two-factor sign-in is
 * on: scheduling the account's deletion, "Download my data" and revealing a personal value. Without
 * the code (or with a wrong one) they answer 4001 on `code` and do nothing.
 */
describeEachDatabase(
  'the second factor before deletion and personal data',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const wrongCode = async (secret: string) => ((await codeOf(secret)) === '000000' ? '111111' : '000000');

    async function enrolled(): Promise<AuthorFixture & { secret: string }> {
      hours += 1;
      clock.set(new Date(START + hours * 3_600_000));
      const author = await newAuthor(db(), api);
      const setup = await api.post('/v1/user.totpSetup', author.token, { password: PASSWORD });
      const secret = setup.body.data.secret as string;
      expect((await api.post('/v1/user.totpEnable', author.token, { code: await codeOf(secret) })).body.code).toBe(200);
      // The enabling code's step is spent: the next code is a step later.
      clock.advance(30_000);
      return { ...author, secret };
    }

    it('schedules the deletion only with the right code', async () => {
      const author = await enrolled();
      const body = { password: PASSWORD, published_works: 'keep' };
      const none = await api.post('/v1/user.deletionSchedule?lang=de', author.token, body);
      expect(none.body).toMatchObject({ code: 4001, data: { fields: { code: translate('de', 'twoFactor.codeRequired') } } });
      const wrong = await api.post('/v1/user.deletionSchedule?lang=de', author.token, { ...body, code: await wrongCode(author.secret) });
      expect(wrong.body).toMatchObject({ code: 4001, data: { fields: { code: translate('de', 'twoFactor.wrongCode') } } });
      expect(await db().select().from(accountDeletions).where(eq(accountDeletions.userId, author.userId))).toEqual([]);
      expect((await api.get('/v1/user.deletion', author.token)).body.data).toMatchObject({ scheduled: false });

      const right = await api.post('/v1/user.deletionSchedule', author.token, { ...body, code: await codeOf(author.secret) });
      expect(right.body).toMatchObject({ code: 200, data: { scheduled: true } });
      expect(await db().select().from(accountDeletions).where(eq(accountDeletions.userId, author.userId))).toHaveLength(1);
    });

    it('makes "Download my data" only with the right code', async () => {
      const author = await enrolled();
      const none = await api.post('/v1/archive.requestPersonal?lang=fr', author.token, { password: PASSWORD });
      expect(none.body).toMatchObject({ code: 4001, data: { fields: { code: translate('fr', 'twoFactor.codeRequired') } } });
      const wrong = await api.post('/v1/archive.requestPersonal', author.token, { password: PASSWORD, code: await wrongCode(author.secret) });
      expect(wrong.body.code).toBe(4001);
      expect(await db().select().from(archives).where(eq(archives.authorId, author.userId))).toEqual([]);

      const right = await api.post('/v1/archive.requestPersonal', author.token, { password: PASSWORD, code: await codeOf(author.secret) });
      expect(right.body.code).toBe(200);
      expect(await db().select().from(archives).where(eq(archives.authorId, author.userId))).toHaveLength(1);
    });

    it('reveals a personal value only with the right code', async () => {
      const author = await enrolled();
      const none = await api.post('/v1/author.personalReveal?lang=en', author.token, { field: 'birth_date', password: PASSWORD });
      expect(none.body).toMatchObject({ code: 4001, data: { fields: { code: translate('en', 'twoFactor.codeRequired') } } });
      const shown = await api.post('/v1/author.personalReveal', author.token, { field: 'birth_date', password: PASSWORD, code: await codeOf(author.secret) });
      expect(shown.body).toMatchObject({ code: 200, data: { field: 'birth_date', value: '1990-05-17' } });
    });

    it('asks no code of an account without two-factor sign-in', async () => {
      const author = await newAuthor(db(), api);
      expect((await api.post('/v1/archive.requestPersonal', author.token, { password: PASSWORD })).body.code).toBe(200);
      expect((await api.post('/v1/user.deletionSchedule', author.token, { password: PASSWORD, published_works: 'remove' })).body.code).toBe(200);
    });
  },
  () => ({ demo: true, clock: clock.now }),
);
