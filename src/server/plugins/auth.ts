import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sessionsRepository } from '../modules/user';
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
  }
}

export default fp(
  async (app) => {
    const repo = sessionsRepository(app.db);
    app.decorateRequest('userId', 0);
    app.decorateRequest('token', '');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const userId = await repo.userIdFor(token);
      if (userId === null) throw unauthorized();
      request.userId = userId;
      request.token = token;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
