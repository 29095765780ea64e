import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { bearerToken } from '../lib/bearer-token';
import { staffRepository, type StaffRole } from './staff-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for back-office routes: a live staff token with one of the roles (admin may do everything) */
    authenticateStaff(...roles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}

/** Staff tokens live in their own table: an author token is never a staff token, nor the other way round. */
export default fp(
  async (app) => {
    const repo = staffRepository(app.db);
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const member = await repo.staffFor(token);
      if (!member) throw unauthorized();
      if (member.role !== 'admin' && roles.length && !roles.includes(member.role as StaffRole)) throw forbidden();
      request.staff = member;
    });
  },
  { name: 'staff-auth', dependencies: ['db'] },
);
