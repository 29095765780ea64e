import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import type { PlatformScope } from '../../../domain/api/platform';
import { bearerToken } from '../../lib/bearer-token';
import { platformKeyStore } from './keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest for /platform/v1/* routes: 5005 / HTTP 401 without a live service key */
    authenticatePlatform(request: FastifyRequest): Promise<void>;
    /** onRequest for a /platform/v1/* route of one scope: 5005 without a live key, 4003 with a key lacking the scope */
    platformScope(scope: PlatformScope): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** the service key a platform request came with */
    platformKeyId: number;
    /** the sites that key may write for: a line, row or comment for another site's work is refused */
    platformKeySites: readonly number[];
  }
}

/** Service-key authentication of the platform API (the reader site talks to us with a key staff created). */
export default fp(
  async (app) => {
    const keys = platformKeyStore(app.db);
    app.decorateRequest('platformKeyId', 0);
    // A reference type must start as null on a decorated request; every platform route sets it first.
    app.decorateRequest('platformKeySites', null as unknown as readonly number[]);
    app.decorate('authenticatePlatform', async (request: FastifyRequest) => {
      const key = bearerToken(request);
      const row = key ? await keys.find(key) : undefined;
      if (!row) throw unauthorized();
      request.platformKeyId = row.id;
      request.platformKeySites = row.sites;
    });
    app.decorate('platformScope', (scope: PlatformScope) => async (request: FastifyRequest) => {
      const key = bearerToken(request);
      const row = key ? await keys.find(key) : undefined;
      if (!row) throw unauthorized();
      if (!row.scopes.includes(scope)) throw forbidden();
      request.platformKeyId = row.id;
      request.platformKeySites = row.sites;
    });
  },
  { name: 'platform-auth', dependencies: ['db'] },
);
