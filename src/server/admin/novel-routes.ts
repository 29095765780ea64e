import type { FastifyPluginAsync } from 'fastify';
import { listOf, routeDoc } from '../lib/openapi';
import { positiveId as positiveInt } from '../lib/validate';
import { novelOffice, type ContestInput, type NovelStatsRow } from './novel-office';

const body = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });
const localized = { type: 'object', additionalProperties: { type: 'string' }, description: 'text per interface language, e.g. { "en": "…", "de": "…" }' };

/** Back office for novels: review (approve, reject with reason), contests and novel figures. */
const novelAdminRoutes: FastifyPluginAsync = async (app) => {
  const office = novelOffice(app.db);
  const editor = { preHandler: app.authenticateStaff('editor') };
  const admin = { preHandler: app.authenticateStaff('admin') };
  const doc = routeDoc('back office');

  app.get(
    '/admin/v1/novel.reviews',
    { ...editor, schema: doc('Novels waiting for review (?status=passed,rejected,… for others)', { querystring: { type: 'object', properties: { lang: { type: 'string' }, status: { type: 'string' } } } }, listOf) },
    async (request, reply) => {
      const status = (request.query as { status?: string }).status;
      return reply.ok({ list: await office.novels(request.staff!, status ? status.split(',').map((s) => s.trim()) : undefined) });
    },
  );

  app.post('/admin/v1/novel.approve', { ...editor, schema: doc('Approve a novel', { body: body({ original_book_id: { type: 'integer' } }, ['original_book_id']) }) }, async (request, reply) =>
    reply.ok(await office.approveNovel(request.staff!, positiveInt((request.body as { original_book_id: unknown }).original_book_id, 'original_book_id'))),
  );

  app.post(
    '/admin/v1/novel.reject',
    { ...editor, schema: doc('Reject a novel with the reason its author reads', { body: body({ original_book_id: { type: 'integer' }, reason: { type: 'string' } }, ['original_book_id', 'reason']) }) },
    async (request, reply) => {
      const { original_book_id, reason } = request.body as { original_book_id: unknown; reason: string };
      return reply.ok(await office.rejectNovel(request.staff!, positiveInt(original_book_id, 'original_book_id'), reason));
    },
  );

  app.get('/admin/v1/contest.list', { ...editor, schema: doc('Every contest', {}, listOf) }, async (_request, reply) => reply.ok({ list: await office.contests() }));

  app.post(
    '/admin/v1/contest.create',
    {
      ...admin,
      schema: doc('Create a contest (admin)', {
        body: body({ names: localized, descriptions: localized, starts_at: { type: 'string' }, ends_at: { type: 'string' }, section_id: { type: ['integer', 'null'] } }, ['names', 'starts_at', 'ends_at']),
      }),
    },
    async (request, reply) => reply.ok(await office.createContest(request.body as ContestInput)),
  );

  app.post(
    '/admin/v1/novel.statsImport',
    {
      ...admin,
      schema: doc('Import novel figures (income in minor units, PV, followers) by novel id', {
        body: body({ rows: { type: 'array', maxItems: 10000, items: { type: 'object', properties: { original_book_id: { type: 'integer' } }, required: ['original_book_id'], additionalProperties: true } } }, ['rows']),
      }),
    },
    async (request, reply) => reply.ok(await office.importNovelStats((request.body as { rows: NovelStatsRow[] }).rows)),
  );
};

export default novelAdminRoutes;
