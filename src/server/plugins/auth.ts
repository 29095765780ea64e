import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { LAST_SEEN_EVERY_MS, sessionsRepository } from '../modules/user';
import { unauthorized } from '../lib/errors';
import { bearerToken } from '../lib/bearer-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for author routes: 5005 / HTTP 401 without a live token */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    userId: number;
    token: string;
    /** the id of the session the token opened (the list of sessions marks it as this one) */
    sessionId: number;
  }
}

export default fp(
  async (app) => {
    const repo = sessionsRepository(app.db);
    app.decorateRequest('userId', 0);
    app.decorateRequest('token', '');
    app.decorateRequest('sessionId', 0);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const session = await repo.liveFor(token);
      if (!session) throw unauthorized();
      request.userId = session.userId;
      request.token = token;
      request.sessionId = session.id;
      // "Last seen" is written when it has gone stale, not on every request.
      const now = new Date();
      if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) await repo.touch(session.id, now);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
