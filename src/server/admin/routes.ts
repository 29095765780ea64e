import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verify } from '@node-rs/argon2';
import { ApiCode } from '../../domain/errors';
import { AppError, notFound } from '../lib/errors';
import { doc, langQuery, query, responses } from '../lib/openapi';
import { bearerToken } from '../lib/bearer-token';
import { loginThrottle, slowDown } from '../modules/user';
import { readUpload } from '../lib/storage/uploads';
import { audit, originOf } from '../modules/audit';
import { staffRepository } from './staff-repository';
import { scopeRepository } from './scope-repository';
import { registerActions } from './registry';
import { STAFF_ACTIONS } from './actions';
import { StaffLoginRequest, StaffSession, UserCardQuery } from './wire';
import type { AddressLimits } from '../app';
import type { ContractSettings } from '../modules/contract';

const STAFF_SESSION_HOURS = 12;

/**
 * The back office under /admin/v1: staff sign-in and sign-out, the one binary answer (an author's
 * ID photo), and every staff action from the registry. Staff tokens only; author tokens answer 5005.
 */
const adminRoutes: FastifyPluginAsyncTypebox<{ limits: AddressLimits; smtp?: boolean; contracts: ContractSettings; keyFile?: string; now(): Date }> = async (app, { limits, smtp = false, contracts, keyFile, now }) => {
  const staffRepo = staffRepository(app.db);
  const throttle = loginThrottle(app.db, { freePerAddress: limits.failedSignInsPer15Minutes });

  app.post(
    '/admin/v1/staff.login',
    {
      config: { rateLimit: { max: limits.signInsPer15Minutes, timeWindow: 15 * 60_000 } },
      schema: { ...doc('back office', 'Staff sign-in', 'none'), querystring: langQuery, body: StaffLoginRequest, response: responses(StaffSession) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const bucket = `staff:${email.trim().toLowerCase()}`;
      const wait = await throttle.retryAfter(bucket, request.ip);
      if (wait > 0) throw slowDown(wait);
      const member = await staffRepo.findByEmail(email);
      const valid = member && !member.disabledAt && member.system === 0 ? await verify(member.passwordHash, password) : false;
      if (!member || !valid) {
        await throttle.recordFailure(bucket, request.ip);
        throw new AppError(ApiCode.ValidationFailed, 'auth.login.wrongCredentials');
      }
      await throttle.clear(bucket, request.ip);
      const { token, expiresAt } = await staffRepo.createSession(member.id, STAFF_SESSION_HOURS);
      return reply.ok({ token, expires_at: expiresAt.toISOString(), role: member.role as 'editor' | 'admin', name: member.name });
    },
  );

  app.post('/admin/v1/staff.logout', { onRequest: app.authenticateStaff('editor'), schema: { ...doc('back office', 'Revoke this staff token', 'staff'), querystring: langQuery, response: responses() } }, async (request, reply) => {
    await staffRepo.revoke(bearerToken(request)!);
    return reply.ok(undefined, 'auth.logout.done');
  });

  app.get(
    '/admin/v1/author.userCard',
    {
      onRequest: app.authenticateStaff('editor'),
      schema: { ...doc('back office', 'An author’s ID photo (their editor or an admin); an image, never cached; every view is in the audit trail', 'staff'), querystring: query(UserCardQuery), produces: ['image/jpeg', 'image/webp'] },
    },
    async (request, reply) => {
      const userId = request.query.user_id;
      const author = await scopeRepository(app.db).author(userId);
      if (!author?.idCardUploadId) throw notFound();
      if (request.staff!.role !== 'admin' && author.editorId !== request.staff!.id) throw notFound();
      const uploadId = author.idCardUploadId;
      const { data, mime } = await app.db.transaction(async (tx) => {
        await audit(tx, { actor: { kind: 'staff', id: request.staff!.id }, action: 'id_card.viewed', subject: { kind: 'id_card', id: uploadId, userId }, origin: originOf(request) });
        return readUpload(tx, app.storage, uploadId);
      });
      return reply.header('cache-control', 'private, no-store').type(mime).send(data);
    },
  );

  registerActions(app, STAFF_ACTIONS, { smtp, contracts, keyFile, now });
};

export default adminRoutes;
