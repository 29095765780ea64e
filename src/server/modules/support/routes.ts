import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id, ListOf } from '../../../domain/api/common';
import { ScreenshotUploaded, TicketCreateRequest, TicketEntry, TicketReplyRequest, TicketThread } from '../../../domain/api/support';
import { SCREENSHOT_MAX_BYTES, TICKETS_PER_HOUR } from '../../../domain/support';
import { readSingleFile } from '../../lib/storage/multipart';
import { storeImage } from '../../lib/storage/uploads';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { supportService } from './service';
import { callerKey } from '../../plugins/rate-limit';

/** Contact us (/us): an author's tickets with the platform's staff. */
const supportRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => supportService(app.db, app.storage, request.userId, options.now);
  const ticket = (summary: string) => doc('support', summary);

  app.post(
    '/v1/ticket.create',
    {
      ...auth,
      // Per account, so a shared address does not stop others.
      config: { rateLimit: { max: TICKETS_PER_HOUR, timeWindow: 3_600_000, keyGenerator: callerKey('ticket') } },
      schema: { ...ticket(`Write to the platform: a topic and 1–2000 characters (${TICKETS_PER_HOUR} new tickets an hour)`), querystring: langQuery, body: TicketCreateRequest, response: responses(TicketThread) },
    },
    async (request, reply) => reply.ok(await service(request).create(request.body), 'ticket.created'),
  );

  app.post(
    '/v1/ticket.screenshot',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: 3_600_000, keyGenerator: callerKey('ticket-shot') } },
      schema: {
        ...ticket('Upload a screenshot for a new message (multipart field "file", an image up to 2 MB); kept private; pass its upload_id as screenshot_id'),
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: responses(ScreenshotUploaded),
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, SCREENSHOT_MAX_BYTES);
      const { row } = await storeImage(app.db, app.storage, request.userId, 'screenshot', file, SCREENSHOT_MAX_BYTES);
      return reply.ok({ upload_id: row.id }, 'upload.succeeded');
    },
  );

  app.get(
    '/v1/ticket.list',
    { ...auth, schema: { ...ticket('The author’s tickets, latest activity first'), querystring: langQuery, response: responses(ListOf(TicketEntry)) } },
    async (request, reply) => reply.ok({ list: await service(request).list() }),
  );

  app.get(
    '/v1/ticket.get',
    { ...auth, schema: { ...ticket('A ticket and its thread'), querystring: query({ id: Id('ticket id', 4) }), response: responses(TicketThread) } },
    async (request, reply) => reply.ok(await service(request).get(request.query.id)),
  );

  app.post(
    '/v1/ticket.reply',
    { ...auth, schema: { ...ticket('Write again in a ticket (not a closed one)'), querystring: langQuery, body: TicketReplyRequest, response: responses(TicketThread) } },
    async (request, reply) => reply.ok(await service(request).reply(request.body.id, { message: request.body.message }), 'ticket.replied'),
  );
};

export default supportRoutes;
