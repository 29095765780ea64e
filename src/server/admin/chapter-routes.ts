import type { FastifyPluginAsync } from 'fastify';
import { listOf, routeDoc } from '../lib/openapi';
import { positiveId } from '../lib/validate';
import { chapterOffice } from './chapter-office';

const body = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });

/** Back office for chapters: updated-content review and the release job on demand. */
const chapterAdminRoutes: FastifyPluginAsync = async (app) => {
  const office = chapterOffice(app.db);
  const editor = { preHandler: app.authenticateStaff('editor') };
  const admin = { preHandler: app.authenticateStaff('admin') };
  const doc = routeDoc('back office');

  app.get('/admin/v1/chapter.updates', { ...editor, schema: doc('Updates of released chapters waiting for review', {}, listOf) }, async (request, reply) =>
    reply.ok({ list: await office.updates(request.staff!) }),
  );

  app.post('/admin/v1/chapter.approve', { ...editor, schema: doc('Approve a chapter update: it goes live', { body: body({ original_chapter_id: { type: 'integer' } }, ['original_chapter_id']) }) }, async (request, reply) =>
    reply.ok(await office.approveUpdate(request.staff!, positiveId((request.body as { original_chapter_id: unknown }).original_chapter_id, 'original_chapter_id'))),
  );

  app.post(
    '/admin/v1/chapter.reject',
    { ...editor, schema: doc('Reject a chapter update with the reason its author reads; the live text stays', { body: body({ original_chapter_id: { type: 'integer' }, reason: { type: 'string' } }, ['original_chapter_id', 'reason']) }) },
    async (request, reply) => {
      const { original_chapter_id, reason } = request.body as { original_chapter_id: unknown; reason: string };
      return reply.ok(await office.rejectUpdate(request.staff!, positiveId(original_chapter_id, 'original_chapter_id'), reason));
    },
  );

  app.post('/admin/v1/chapter.releaseDue', { ...admin, schema: doc('Release scheduled chapters that are due now (admin)') }, async (_request, reply) => reply.ok(await office.releaseDue()));
};

export default chapterAdminRoutes;
