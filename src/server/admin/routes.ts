import type { FastifyPluginAsync } from 'fastify';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { authors } from '../db/schema';
import { ApiCode } from '../../domain/errors';
import { AppError, notFound, tooFrequent } from '../lib/errors';
import { bearer, listOf, routeDoc } from '../lib/openapi';
import { positiveId as positiveInt } from '../lib/validate';
import { bearerToken } from '../plugins/auth';
import { loginThrottle } from '../modules/user/login-throttle';
import { readUpload } from '../modules/author/service';
import { backOffice, type StatsRow } from './back-office';
import { staffRepository } from './staff-repository';

const STAFF_SESSION_HOURS = 12;
const body = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });

const statusList = (value: unknown): string[] | undefined =>
  typeof value === 'string' && value ? value.split(',').map((s) => s.trim()) : undefined;

/**
 * The back office under /admin/v1: what platform staff do that the author
 * portal only waits for. Staff tokens only; author tokens answer 5005.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const office = backOffice(app.db);
  const staffRepo = staffRepository(app.db);
  const throttle = loginThrottle(app.db);
  const editor = { preHandler: app.authenticateStaff('editor') };
  const admin = { preHandler: app.authenticateStaff('admin') };
  const doc = routeDoc('back office');

  app.post(
    '/admin/v1/staff.login',
    { schema: doc('Staff sign-in', { body: body({ email: { type: 'string' }, password: { type: 'string' } }, ['email', 'password']), security: [] }) },
    async (request, reply) => {
      const { email, password } = request.body as { email: string; password: string };
      const bucket = `staff:${email.trim().toLowerCase()}`;
      const wait = await throttle.retryAfter(bucket, request.ip);
      if (wait > 0) throw tooFrequent(wait);
      const member = await staffRepo.findByEmail(email);
      const valid = member && !member.disabledAt && member.system === 0 ? await verify(member.passwordHash, password) : false;
      if (!member || !valid) {
        await throttle.recordFailure(bucket, request.ip);
        throw new AppError(ApiCode.ValidationFailed, 'auth.login.wrongCredentials');
      }
      await throttle.clear(bucket);
      const { token, expiresAt } = await staffRepo.createSession(member.id, STAFF_SESSION_HOURS);
      return reply.ok({ token, expires_at: expiresAt.toISOString(), role: member.role, name: member.name });
    },
  );

  app.post('/admin/v1/staff.logout', { ...editor, schema: doc('Revoke this staff token', {}, undefined as never) }, async (request, reply) => {
    await staffRepo.revoke(bearerToken(request)!);
    return reply.ok(undefined, 'auth.logout.done');
  });

  app.get('/admin/v1/staff.list', { ...admin, schema: doc('Staff accounts', {}, listOf) }, async (_request, reply) => reply.ok({ list: await office.listStaff() }));

  app.post(
    '/admin/v1/staff.create',
    {
      ...admin,
      schema: doc('Create a staff account (admin)', {
        body: body(
          { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', enum: ['editor', 'admin'] }, password: { type: 'string' }, languages: { type: 'array', items: { type: 'string' } } },
          ['email', 'name', 'role', 'password'],
        ),
      }),
    },
    async (request, reply) => reply.ok(await office.createStaff(request.body as Parameters<typeof office.createStaff>[0])),
  );

  app.get(
    '/admin/v1/author.registrations',
    { ...editor, schema: doc('Author registrations (waiting ones by default; ?status=pending,rejected,…)', { querystring: { type: 'object', properties: { lang: { type: 'string' }, status: { type: 'string' } } } }, listOf) },
    async (request, reply) => reply.ok({ list: await office.registrations(request.staff!, statusList((request.query as { status?: string }).status)) }),
  );

  app.post(
    '/admin/v1/author.approve',
    { ...editor, schema: doc('Approve a registration: author_status becomes 1', { body: body({ user_id: { type: 'integer' } }, ['user_id']) }) },
    async (request, reply) => reply.ok(await office.approveRegistration(request.staff!, positiveInt((request.body as { user_id: unknown }).user_id, 'user_id'))),
  );

  app.post(
    '/admin/v1/author.reject',
    {
      ...editor,
      schema: doc('Reject a registration with a reason', {
        body: body({ user_id: { type: 'integer' }, reason: { type: 'string', enum: ['policy_violation', 'spec_mismatch'] }, note: { type: 'string', maxLength: 2000 } }, ['user_id', 'reason']),
      }),
    },
    async (request, reply) => {
      const { user_id, reason, note } = request.body as { user_id: unknown; reason: string; note?: string };
      return reply.ok(await office.rejectRegistration(request.staff!, positiveInt(user_id, 'user_id'), reason, note));
    },
  );

  app.get(
    '/admin/v1/author.intros',
    { ...editor, schema: doc('Author intros waiting for review (?status=… for others)', { querystring: { type: 'object', properties: { lang: { type: 'string' }, status: { type: 'string' } } } }, listOf) },
    async (request, reply) => reply.ok({ list: await office.intros(request.staff!, statusList((request.query as { status?: string }).status)) }),
  );

  app.post('/admin/v1/intro.approve', { ...editor, schema: doc('Approve an intro version: readers see it', { body: body({ id: { type: 'integer' } }, ['id']) }) }, async (request, reply) =>
    reply.ok(await office.approveIntro(request.staff!, positiveInt((request.body as { id: unknown }).id, 'id'))),
  );

  app.post(
    '/admin/v1/intro.reject',
    { ...editor, schema: doc('Reject an intro version with the reason the author will read', { body: body({ id: { type: 'integer' }, reason: { type: 'string', maxLength: 2000 } }, ['id', 'reason']) }) },
    async (request, reply) => {
      const { id, reason } = request.body as { id: unknown; reason: string };
      return reply.ok(await office.rejectIntro(request.staff!, positiveInt(id, 'id'), reason));
    },
  );

  app.get(
    '/admin/v1/author.userCard',
    { ...editor, schema: { tags: ['back office'], summary: 'An author’s ID photo (their editor or an admin)', querystring: { type: 'object', properties: { user_id: { type: 'string' } } }, security: bearer } },
    async (request, reply) => {
      const userId = positiveInt((request.query as { user_id?: unknown }).user_id, 'user_id');
      const [author] = await app.db.select().from(authors).where(eq(authors.userId, userId));
      if (!author?.idCardUploadId) throw notFound();
      if (request.staff!.role !== 'admin' && author.editorId !== request.staff!.id) throw notFound();
      const { data, mime } = await readUpload(app.db, app.storage, author.idCardUploadId);
      return reply.header('cache-control', 'private, no-store').type(mime).send(data);
    },
  );

  app.post(
    '/admin/v1/stats.import',
    {
      ...admin,
      schema: doc('Import author figures (income in minor units, PV, followers, chapters, level), matched by account email', {
        body: body({ rows: { type: 'array', maxItems: 10000, items: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'], additionalProperties: true } } }, ['rows']),
      }),
    },
    async (request, reply) => reply.ok(await office.importStats((request.body as { rows: StatsRow[] }).rows)),
  );
};

export default adminRoutes;
