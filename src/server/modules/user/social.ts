import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { usersRepository, type UsersRepository } from './users-repository';
import { oauthRepository } from './oauth-repository';

/** A social platform, configured by environment (SNS_PROVIDERS): an OpenID Connect issuer and our client there. */
export interface SnsProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** default 'openid email profile' */
  scope?: string;
}

const STATE_TTL_MS = 10 * 60_000;

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The issuers' OpenID configurations, each discovered on its first use. */
function issuerConfigs() {
  const configs = new Map<string, Promise<oidc.Configuration>>();
  return (p: SnsProvider): Promise<oidc.Configuration> => {
    let config = configs.get(p.id);
    if (!config) {
      const issuer = new URL(p.issuer);
      // Plain http only for an issuer on this machine (development and tests).
      const options = issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
      config = oidc.discovery(issuer, p.clientId, p.clientSecret, undefined, options);
      // A failed discovery is tried again on the next sign-in.
      config.catch(() => configs.delete(p.id));
      configs.set(p.id, config);
    }
    return config;
  };
}

/** Finds or creates the account of a verified identity. */
async function accountFor(db: Db, users_: UsersRepository, providerId: string, claims: oidc.IDToken, fromSite: number | null, lang: string): Promise<number> {
  const subject = String(claims.sub);
  const oauth = oauthRepository(db);
  const known = await oauth.identity(providerId, subject);
  if (known) return known.userId;

  const email = typeof claims.email === 'string' ? claims.email : null;
  // Only an address the platform verified may join an existing account.
  const existing = email && claims.email_verified === true ? await users_.findByEmail(email) : null;
  // Without a verified address (or when it names an account the platform did not verify) the account gets a private one.
  const placeholder = `sns-${providerId}-${createHash('sha256').update(subject).digest('hex').slice(0, 16)}@users.writers-center.invalid`;
  // An address the platform verified counts as verified here too; a placeholder never is.
  const create = (address: string, verified: boolean) => users_.create({ email: address, passwordHash: null, lang, fromSite, emailVerifiedAt: verified ? new Date() : null });
  const user = existing ?? (email ? await create(email, claims.email_verified === true) : null) ?? (await create(placeholder, false));
  if (!user) throw new AppError(ApiCode.Conflict, 'auth.signup.emailTaken');
  await oauth.link({ userId: user.id, provider: providerId, subject, email });
  return user.id;
}

/**
 * Social sign-in as OAuth 2 authorisation code flow with PKCE, state and
 * nonce (OpenID Connect). The state row lives in the database, so the
 * callback may reach any server instance.
 */
export function socialLogin(db: Db, providers: SnsProvider[]) {
  const configFor = issuerConfigs();
  const users_ = usersRepository(db);

  function provider(id: unknown): SnsProvider {
    const found = providers.find((p) => p.id === id);
    if (!found) throw new ValidationError({ sns_platform: { id: 'auth.sns.unknownPlatform' } });
    return found;
  }

  const unavailable = () => new AppError(ApiCode.Internal, 'auth.sns.unavailable');

  return {
    platforms: () => providers.map((p) => ({ sns_platform: p.id, name: p.name })),

    /** GET /v1/user.oauthUrl: where to send the browser. */
    async authorizationUrl(input: { sns_platform: unknown; callback: string; from_site?: number }) {
      const p = provider(input.sns_platform);
      const config = await configFor(p).catch(() => {
        throw unavailable();
      });
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const oauth = oauthRepository(db);
      await oauth.dropExpired(new Date());
      await oauth.addState({
        state,
        provider: p.id,
        codeVerifier,
        nonce,
        redirectUri: input.callback,
        fromSite: input.from_site ?? null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.callback,
        scope: p.scope ?? 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    /** The social login call: code → verified identity → our account. */
    async signIn(input: { sns_platform: unknown; code: string; state: string; callback: string; iss?: string; from_site?: number }, lang: string) {
      const p = provider(input.sns_platform);
      const pending = await oauthRepository(db).takeState(input.state, p.id);
      if (!pending || pending.expiresAt < new Date() || pending.redirectUri !== input.callback) {
        throw new AppError(ApiCode.ValidationFailed, 'auth.sns.expired');
      }
      const config = await configFor(p).catch(() => {
        throw unavailable();
      });
      const current = new URL(pending.redirectUri);
      current.searchParams.set('code', input.code);
      current.searchParams.set('state', input.state);
      if (input.iss) current.searchParams.set('iss', input.iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Providers that keep profile claims out of the ID token serve them from userinfo.
        if (claims && claims.email === undefined && tokens.access_token) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          claims = { ...claims, email: info.email, email_verified: info.email_verified };
        }
      } catch {
        throw new AppError(ApiCode.ValidationFailed, 'auth.sns.failed');
      }
      if (!claims?.sub) throw new AppError(ApiCode.ValidationFailed, 'auth.sns.failed');
      return accountFor(db, users_, p.id, claims, pending.fromSite ?? input.from_site ?? null, lang);
    },
  };
}
export type SocialLogin = ReturnType<typeof socialLogin>;

export function parseSnsProviders(raw: string | undefined): SnsProvider[] {
  if (!raw?.trim()) return [];
  const parsed = JSON.parse(raw) as unknown;
  if (!Array.isArray(parsed)) throw new Error('SNS_PROVIDERS must be a JSON array');
  return parsed.map((p, i) => {
    const { id, name, issuer, client_id, client_secret, scope } = p as Record<string, unknown>;
    for (const [key, value] of Object.entries({ id, name, issuer, client_id, client_secret })) {
      if (typeof value !== 'string' || !value) throw new Error(`SNS_PROVIDERS[${i}].${key} is missing`);
    }
    new URL(issuer as string);
    return { id: id as string, name: name as string, issuer: issuer as string, clientId: client_id as string, clientSecret: client_secret as string, scope: scope as string | undefined };
  });
}
