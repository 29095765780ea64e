import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Id, ListOf } from '../../../domain/api/common';
import { AnnouncementFeed, AnnouncementSaveBody, AnnouncementWire } from '../../../domain/api/announcements';
import { IdCursor } from '../../../domain/api/cursor';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { callerKey } from '../../plugins/rate-limit';
import { announcementService, readAnnouncementFeed } from './announcements';

export const ANNOUNCEMENT_FEED_MAX = 1000;

/**
 * Announcements: the author's side (/mywork/announcements) and the reader site's feed of them
 * (`content` scope, the same cursor rules as reply.feed).
 */
const announcementRoutes: FastifyPluginAsyncTypebox<{ now: () => Date; reflow: (authorId: number, novelId: number | null) => Promise<void> }> = async (app, options) => {
  const service = announcementService(app.db, options.now, options.reflow);
  const auth = { onRequest: app.authenticate };
  const announcements = (summary: string) => doc('planner', summary);

  app.get(
    '/v1/announcement.list',
    { ...auth, schema: { ...announcements('The author’s announcements, newest first'), querystring: langQuery, response: responses(ListOf(AnnouncementWire)) } },
    async (request, reply) => reply.ok(await service.list(request.userId)),
  );

  app.post(
    '/v1/announcement.save',
    { ...auth, schema: { ...announcements('Write an announcement for one novel or all of them, or edit a live one; a hiatus with dates pauses the cadence'), querystring: langQuery, body: AnnouncementSaveBody, response: responses(AnnouncementWire) } },
    async (request, reply) => reply.ok(await service.save(request.userId, request.body), request.body.announcement_id ? 'announcement.edited' : 'announcement.published'),
  );

  app.post(
    '/v1/announcement.withdraw',
    { ...auth, schema: { ...announcements('Withdraw a live announcement: the reader site takes it down'), querystring: langQuery, body: Type.Object({ announcement_id: Id('announcement id', 7) }), response: responses(AnnouncementWire) } },
    async (request, reply) => reply.ok(await service.withdraw(request.userId, request.body.announcement_id), 'announcement.withdrawn'),
  );

  app.get(
    '/platform/v1/announcement.feed',
    {
      onRequest: app.platformScope('content'),
      config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: callerKey('platform') } },
      schema: {
        ...doc('platform', 'Announcements the key’s sites’ authors published, edited or withdrew after `cursor`, oldest first', 'staff'),
        querystring: query({
          cursor: Type.Optional(IdCursor('integer', 'the `cursor` of the previous answer (0 or none: from the start)', 31, { from: 0 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ANNOUNCEMENT_FEED_MAX, default: 500, description: `events per answer, at most ${ANNOUNCEMENT_FEED_MAX}` })),
        }),
        response: responses(AnnouncementFeed),
      },
    },
    async (request, reply) => reply.ok(await readAnnouncementFeed(app.db, request.query.cursor ?? 0, request.query.limit ?? 500, request.platformKeySites)),
  );
};

export default announcementRoutes;
