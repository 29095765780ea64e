/**
 * Two-factor sign-in and social sign-in together: a platform's sign-in stands for the password,
 * never for the code, so with two-factor sign-in on it answers the password step's challenge; and an
 * account made through a platform (no password) turns two-factor sign-in on and off with a recent
 * sign-in where others give their password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { buildTestApp, DATABASE_KINDS, postgresAvailable, type TestApp } from '../support/databases';
import { authorizeAs, startOidcProvider, type LoopbackProvider } from '../support/oidc-provider';
import { apiClient } from '../support/api-client';
import { testClock } from '../support/contracts';
import { sessions, users } from '../../src/server/db/schema';
import { translate } from '../../src/server/lib/i18n';
import { hashToken } from '../../src/server/lib/tokens';
import { CHALLENGE_TTL_MS } from '../../src/server/modules/user/service';
import { FREE_WRONG_CODES } from '../../src/server/modules/user/second-factor';
import { RECENT_SIGN_IN_MS } from '../../src/server/modules/user/two-factor';

const CALLBACK = 'http://portal.test/login';
const pgAvailable = await postgresAvailable();

for (const kind of DATABASE_KINDS) {
  (kind === 'postgres' && !pgAvailable ? describe.skip : describe)(`two-factor sign-in through a social platform [${kind}]`, () => {
    const clock = testClock();
    let provider: LoopbackProvider;
    let testApp: TestApp;
    const api = apiClient(() => testApp.app);
    const db = () => testApp.database.db;

    beforeAll(async () => {
      provider = await startOidcProvider([CALLBACK]);
      testApp = await buildTestApp(kind, {
        clock: clock.now,
        snsProviders: [{ id: 'quill', name: 'QuillID', issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret }],
      });
    });
    afterAll(async () => {
      await testApp?.close();
      await provider?.close();
    });

    /** The whole platform round trip for `login`: what user.sns_login answers. */
    async function socialSignIn(login: string) {
      const started = await api.get(`/v1/user.oauthUrl?sns_platform=quill&callback=${encodeURIComponent(CALLBACK)}`);
      expect(started.body.code).toBe(200);
      const back = await authorizeAs(started.body.data.url, login);
      const res = await api.post('/v1/user.sns_login?lang=en', undefined, {
        sns_platform: 'quill',
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss') ?? undefined,
        callback: CALLBACK,
      });
      expect(res.body.code).toBe(200);
      return res.body.data as { token?: string; second_factor?: string; challenge?: string; expires_at: string };
    }
    /** The code the app shows `steps` steps from the clock's now. */
    const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
    const wrongCodeFor = async (secret: string) => ((await codeAt(secret)) === '000000' ? '111111' : '000000');
    const sessionsOf = async (userId: number) => (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
    /** Makes a session's sign-in `ms` older than the clock's now. */
    const signedInAgo = (token: string, ms: number) =>
      db()
        .update(sessions)
        .set({ createdAt: new Date(clock.now().getTime() - ms) })
        .where(eq(sessions.tokenHash, hashToken(token)));

    it('turns two-factor sign-in on for an account without a password with a recent sign-in, then asks the code at every social sign-in', async () => {
      clock.set(new Date());
      const first = await socialSignIn('dora');
      expect(first.second_factor).toBeUndefined();
      const token = first.token!;
      const [account] = await db().select().from(users).where(eq(users.email, 'dora@quill.test'));
      expect(account.passwordHash).toBeNull();
      expect((await api.get('/v1/user.totpStatus', token)).body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: false });

      // No password to give: the sign-in, made just now, stands in for it.
      const setup = await api.post('/v1/user.totpSetup', token, {});
      expect(setup.body.code).toBe(200);
      const secret = setup.body.data.secret as string;
      const enabled = await api.post('/v1/user.totpEnable', token, { code: await codeAt(secret) });
      expect(enabled.body.code).toBe(200);
      const recoveryCodes = enabled.body.data.recovery_codes as string[];
      clock.advance(30_000);

      // The platform's sign-in now answers the password step's challenge, and opens no session.
      const before = await sessionsOf(account.id);
      const answer = await socialSignIn('dora');
      expect(answer.token).toBeUndefined();
      expect(answer.second_factor).toBe('totp');
      expect(new Date(answer.expires_at).getTime()).toBe(clock.now().getTime() + CHALLENGE_TTL_MS);
      expect(await sessionsOf(account.id)).toBe(before);

      const wrong = await api.post('/v1/user.totpLogin?lang=en', undefined, { challenge: answer.challenge, code: await wrongCodeFor(secret) });
      expect(wrong.body).toMatchObject({ code: 4001, data: { fields: { code: translate('en', 'twoFactor.wrongCode') } } });
      expect(await sessionsOf(account.id)).toBe(before);
      const done = await api.post('/v1/user.totpLogin', undefined, { challenge: answer.challenge, code: await codeAt(secret) });
      expect(done.body.code).toBe(200);
      expect((await api.get('/v1/author.info', done.body.data.token)).body.data.email).toBe('dora@quill.test');

      // A recovery code completes it too.
      const again = await socialSignIn('dora');
      const byRecovery = await api.post('/v1/user.totpLogin', undefined, { challenge: again.challenge, recovery_code: recoveryCodes[0] });
      expect(byRecovery.body.code).toBe(200);

      // Wrong codes after a social sign-in are slowed down as after a password.
      clock.advance(30_000);
      for (let i = 0; i < FREE_WRONG_CODES; i++) {
        const guess = await socialSignIn('dora');
        expect((await api.post('/v1/user.totpLogin', undefined, { challenge: guess.challenge, code: await wrongCodeFor(secret) })).body.code).toBe(4001);
      }
      const slowed = await api.post('/v1/user.totpLogin', undefined, { challenge: (await socialSignIn('dora')).challenge, code: await codeAt(secret) });
      expect(slowed.body.code).toBe(4029);
    });

    it('still answers a session when two-factor sign-in is off, and asks an account with a password for its password', async () => {
      clock.set(new Date());
      const plain = await socialSignIn('erin');
      expect(plain.token).toBeTruthy();
      expect(plain.second_factor).toBeUndefined();

      // An account with a password, linked to the platform by its verified address.
      const token = await api.signUp('fern@quill.test');
      expect((await api.post('/v1/user.totpSetup?lang=en', token, {})).body.data.fields.password).toBeTruthy();
      const setup = await api.post('/v1/user.totpSetup', token, { password: 'long-enough-password' });
      expect(setup.body.code).toBe(200);
      expect((await api.post('/v1/user.totpEnable', token, { code: await codeAt(setup.body.data.secret) })).body.code).toBe(200);
      const answer = await socialSignIn('fern');
      expect(answer.token).toBeUndefined();
      expect(answer.second_factor).toBe('totp');
    });

    it('asks an account without a password to sign in again once its sign-in is older than ten minutes, and turns off only with a right code', async () => {
      clock.set(new Date());
      const old = (await socialSignIn('gwen')).token!;
      await signedInAgo(old, RECENT_SIGN_IN_MS + 60_000);
      const stale = await api.post('/v1/user.totpSetup?lang=en', old, {});
      expect(stale.body).toEqual({ code: 4001, desc: translate('en', 'twoFactor.signInAgain') });

      const fresh = (await socialSignIn('gwen')).token!;
      await signedInAgo(fresh, RECENT_SIGN_IN_MS - 60_000);
      const setup = await api.post('/v1/user.totpSetup', fresh, {});
      expect(setup.body.code).toBe(200);
      const secret = setup.body.data.secret as string;
      expect((await api.post('/v1/user.totpEnable', fresh, { code: await codeAt(secret) })).body.code).toBe(200);
      clock.advance(30_000);

      // Off: the old session cannot, the fresh one needs a right code.
      expect((await api.post('/v1/user.totpDisable?lang=en', old, { code: await codeAt(secret) })).body.desc).toBe(translate('en', 'twoFactor.signInAgain'));
      expect((await api.post('/v1/user.totpDisable?lang=en', fresh, {})).body.data.fields.code).toBe(translate('en', 'twoFactor.codeRequired'));
      expect((await api.post('/v1/user.totpDisable?lang=en', fresh, { code: await wrongCodeFor(secret) })).body.data.fields.code).toBe(translate('en', 'twoFactor.wrongCode'));
      const off = await api.post('/v1/user.totpDisable', fresh, { code: await codeAt(secret) });
      expect(off.body).toMatchObject({ code: 200, data: { enabled: false } });
      expect((await socialSignIn('gwen')).token).toBeTruthy();
    });
  });
}
