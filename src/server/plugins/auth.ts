import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sessionsRepository } from '../modules/user/sessions-repository';
import { unauthorized } from '../lib/errors';

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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
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
