import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { UserCenter } from '../../../domain/api/session';
import {
  AnnouncementPage,
  AnnouncementReadRequest,
  NoticeIdsRequest,
  NoticeListQuery,
  NoticePage,
  NoticePref,
  NoticePrefs,
  ReadAllRequest,
  ReadResult,
} from '../../../domain/api/notifications';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { notificationService } from './service';
import { noticeStream } from './stream';
import unsubscribeRoutes from './unsubscribe-routes';
import { IdCursor } from '../../../domain/api/cursor';

/** The author's notices and the platform's announcements: counts, lists, read state, preferences, a live stream. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => notificationService(app.db, request.userId);
  const notices = (summary: string) => doc('notification', summary);

  app.get(
    '/v1/notification.usercenter',
    { ...auth, schema: { ...notices('Unread messages of the signed-in author: notices and announcements (the top bar dot)'), querystring: langQuery, response: responses(UserCenter) } },
    async (request, reply) => reply.ok({ message_center: { unread_num: await service(request).unreadCount() } }),
  );

  app.get(
    '/v1/notification.list',
    { ...auth, schema: { ...notices('The author’s notices, newest first, in the request’s language (cursor-paged)'), querystring: query(NoticeListQuery), response: responses(NoticePage) } },
    async (request, reply) => {
      const { cursor, status, kind, action, limit } = request.query;
      return reply.ok(await service(request).list(request.locale, { cursor, status, kind, action, limit }));
    },
  );

  app.post('/v1/notification.read', { ...auth, schema: { ...notices('Mark notices read'), querystring: langQuery, body: NoticeIdsRequest, response: responses(ReadResult) } }, async (request, reply) => {
    const notices_ = service(request);
    const updated = await notices_.markRead(request.body.ids);
    return reply.ok({ updated, unread_num: await notices_.unreadCount() });
  });

  app.post(
    '/v1/notification.readAll',
    {
      ...auth,
      schema: {
        ...notices('Mark all read, per tab: the author’s notices (scope notices, the default; of one kind if given) or the platform’s news (scope news)'),
        querystring: langQuery,
        body: ReadAllRequest,
        response: responses(ReadResult),
      },
    },
    async (request, reply) => {
      const notices_ = service(request);
      const updated = request.body.scope === 'news' ? await notices_.markAllNewsRead() : await notices_.markAllRead(request.body.kind);
      return reply.ok({ updated, unread_num: await notices_.unreadCount() });
    },
  );

  app.get(
    '/v1/notification.announcements',
    {
      ...auth,
      schema: {
        ...notices('The platform’s news for this author (all, their site, their language), pinned first, in the request’s language with English as the fallback'),
        querystring: query({ cursor: Type.Optional(IdCursor('integer', 'the last id of the previous page', 3)) }),
        response: responses(AnnouncementPage),
      },
    },
    async (request, reply) => reply.ok(await service(request).announcements(request.locale, request.query.cursor)),
  );

  app.post(
    '/v1/notification.announcementRead',
    { ...auth, schema: { ...notices('Mark an announcement read'), querystring: langQuery, body: AnnouncementReadRequest, response: responses(ReadResult) } },
    async (request, reply) => {
      const notices_ = service(request);
      const updated = await notices_.readAnnouncement(request.body.id);
      return reply.ok({ updated, unread_num: await notices_.unreadCount() });
    },
  );

  // The mail preferences answer under two names: the notices' own, and the account's (user.mailPreferences),
  // one handler and one schema, so the two never drift apart.
  const prefNames = [
    { url: '/v1/notification.prefs', tag: 'notification', also: '' },
    { url: '/v1/user.mailPreferences', tag: 'user', also: ' (the same as notification.prefs)' },
  ];
  for (const { url, tag, also } of prefNames) {
    app.get(url, { ...auth, schema: { ...doc(tag, `Per kind of notice: in-app only, or in-app and mail${also}`), querystring: langQuery, response: responses(NoticePrefs) } }, async (request, reply) =>
      reply.ok({ list: await service(request).prefs() }),
    );
    app.post(url, { ...auth, schema: { ...doc(tag, `Set one kind’s preference${also}`), querystring: langQuery, body: NoticePref, response: responses(NoticePrefs) } }, async (request, reply) =>
      reply.ok({ list: await service(request).setPref(request.body.kind, request.body.mail) }, 'notification.prefs.saved'),
    );
  }

  await app.register(unsubscribeRoutes);
  await app.register(noticeStream, { count: (userId: number) => notificationService(app.db, userId).unreadCount() });
};

export default notificationRoutes;
