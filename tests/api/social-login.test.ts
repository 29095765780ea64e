import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, DATABASE_KINDS, postgresAvailable, type TestApp } from '../support/databases';
import { authorizeAs, startOidcProvider, type LoopbackProvider } from '../support/oidc-provider';
import { apiClient } from '../support/api-client';
import { userIdentities, users } from '../../src/server/db/schema';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const CALLBACK = 'http://portal.test/login';
const pgAvailable = await postgresAvailable();

for (const kind of DATABASE_KINDS) {
  (kind === 'postgres' && !pgAvailable ? describe.skip : describe)(`social sign-in against a loopback OpenID provider [${kind}]`, () => {
    let provider: LoopbackProvider;
    let testApp: TestApp;
    const api = apiClient(() => testApp.app);

    beforeAll(async () => {
      provider = await startOidcProvider([CALLBACK]);
      testApp = await buildTestApp(kind, {
        snsProviders: [{ id: 'quill', name: 'QuillID', issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret }],
      });
    });
    afterAll(async () => {
      await testApp?.close();
      await provider?.close();
    });

    const start = async () => {
      const res = await api.get(`/v1/user.oauthUrl?sns_platform=quill&from_site=520&callback=${encodeURIComponent(CALLBACK)}`);
      expect(res.body.code).toBe(200);
      return res.body.data as { url: string; state: string };
    };
    const finish = (back: URL, overrides: Record<string, unknown> = {}) =>
      api.post('/v1/user.sns_login', undefined, {
        sns_platform: 'quill',
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss') ?? undefined,
        callback: CALLBACK,
        from_site: 520,
        ...overrides,
      });

    it('lists the configured platforms', async () => {
      expect((await api.get('/v1/user.sns')).body.data).toEqual({ list: [{ sns_platform: 'quill', name: 'QuillID' }] });
    });

    it('signs in round trip: authorisation URL with PKCE, the provider’s login, code → token', async () => {
      const { url, state } = await start();
      const authorize = new URL(url);
      expect(authorize.origin).toBe(provider.issuer);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toBe(state);
      expect(authorize.searchParams.get('nonce')).toBeTruthy();

      const back = await authorizeAs(url, 'alice');
      expect(back.origin + back.pathname).toBe(CALLBACK);
      const res = await finish(back);
      expect(res.body.code).toBe(200);
      const info = await api.get('/v1/author.info', res.body.data.token);
      // The platform verified the address, so it counts as verified here (no verification mail).
      expect(info.body.data).toMatchObject({ email: 'alice@quill.test', from_site: 520, author_status: 0, email_verified: true });

      // The same person again is the same account; the used state cannot be replayed.
      const again = await finish(await authorizeAs((await start()).url, 'alice'));
      expect((await api.get('/v1/author.info', again.body.data.token)).body.data.email).toBe('alice@quill.test');
      const rows = await testApp.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'alice'));
      expect(rows).toHaveLength(1);
      const replay = await finish(back);
      expect(replay.body).toEqual({ code: 4001, desc: en['auth.sns.expired'] });
    });

    it('links a verified email to the existing account', async () => {
      await api.signUp('bob@quill.test');
      const res = await finish(await authorizeAs((await start()).url, 'bob'));
      const [account] = await testApp.database.db.select().from(users).where(eq(users.email, 'bob@quill.test'));
      const [identity] = await testApp.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'bob'));
      expect(identity.userId).toBe(account.id);
      expect((await api.get('/v1/author.info', res.body.data.token)).body.data.email).toBe('bob@quill.test');
    });

    it('refuses a forged code, an unknown platform and a bad callback', async () => {
      const back = await authorizeAs((await start()).url, 'carol');
      const forged = await finish(back, { code: 'forged-code' });
      expect(forged.body).toEqual({ code: 4001, desc: en['auth.sns.failed'] });
      const unknown = await api.get(`/v1/user.oauthUrl?sns_platform=nope&callback=${encodeURIComponent(CALLBACK)}`);
      expect(unknown.body.data.fields).toEqual({ sns_platform: 'This way of signing in is not available' });
      const badCallback = await api.get('/v1/user.oauthUrl?sns_platform=quill&callback=javascript:alert(1)');
      expect(badCallback.body.data.fields).toHaveProperty('callback');
    });
  });
}
