import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback, with its
 * development login and consent pages: any login name signs in, and the
 * account gets `<login>@quill.test` as a verified email.
 */
export interface LoopbackProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[], port = 0): Promise<LoopbackProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'writers-center';
  const clientSecret = 'loopback-client-secret-for-tests';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@quill.test`, email_verified: true, name: id }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['loopback-cookie-key-for-tests'] },
  });
  // The development pages warn on every start; tests need no reminder.
  provider.on('server_error', (_ctx, err) => console.error('[oidc-provider]', err));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser's part for API tests: follows the provider's redirects,
 * signs in as `login` on the development page and consents, and returns the
 * callback URL the provider sends the browser back to.
 */
export async function authorizeAs(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
  };
  const headers = () => ({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') });
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: headers() });
    remember(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin !== new URL(authorizationUrl).origin) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page at ${url}: ${page.slice(0, 300)}`);
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    remember(submitted);
    url = new URL(submitted.headers.get('location')!, url);
  }
  throw new Error('the provider did not send the browser back');
}
