/** The loopback OpenID provider the e2e server signs in with (started by Playwright before the app). */
import { startOidcProvider } from '../support/oidc-provider';

const port = Number(process.env.OIDC_PORT);
const redirects = process.env.OIDC_REDIRECT_URIS!.split(',');
await startOidcProvider(redirects, port);
console.log(`loopback OpenID provider on http://127.0.0.1:${port}`);
