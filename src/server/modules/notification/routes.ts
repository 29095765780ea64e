import type { FastifyPluginAsync } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { bearer, langQuery, responses } from '../../lib/openapi';

const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/v1/notification.usercenter',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notification'],
        summary: 'Unread messages of the signed-in author (the top bar dot)',
        querystring: langQuery,
        security: bearer,
        response: responses({
          type: 'object',
          properties: {
            message_center: { type: 'object', properties: { unread_num: { type: 'integer' } }, required: ['unread_num'] },
          },
          required: ['message_center'],
        }),
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, request.userId), isNull(notifications.readAt)));
      return reply.ok({ message_center: { unread_num: Number(row?.n ?? 0) } });
    },
  );
};

export default notificationRoutes;
