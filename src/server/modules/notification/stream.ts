import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AUTHOR_TOKEN_COOKIE } from '../../../domain/session';
import { doc, langQuery } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { bearerToken } from '../../plugins/auth';
import { sessionsRepository } from '../user/sessions-repository';
import { NOTICE_CHANNEL } from './notices';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(/;\s*/)) {
    const [key, ...value] = part.split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * GET /v1/notification.stream: Server-Sent Events telling an open tab its unread count the moment
 * a notice is written. Notices announce themselves with pg_notify in their own transaction, and
 * every instance LISTENs, so a notice written through one instance reaches tabs on any other.
 * EventSource cannot send headers: the portal's token cookie (same origin) or a bearer header is
 * accepted. Where streams are not possible the portal polls notification.usercenter instead.
 */
export const noticeStream: FastifyPluginAsync<{ count(userId: number): Promise<number> }> = async (app, { count }) => {
  const sessions = sessionsRepository(app.db);
  const open = new Map<number, Set<FastifyReply>>();
  const send = (reply: FastifyReply, unread: number) => reply.raw.write(`event: unread\ndata: ${JSON.stringify({ unread_num: unread })}\n\n`);

  let stopListening: (() => Promise<void>) | null = null;
  const database = app.database;
  app.addHook('onReady', async () => {
    stopListening = await database.listen(NOTICE_CHANNEL, (payload) => {
      // A user id, or "*" after an announcement: everyone connected recounts.
      const users = payload === '*' ? [...open.keys()] : [Number(payload)];
      for (const userId of users) {
        const replies = open.get(userId);
        if (!replies?.size) continue;
        void count(userId).then(
          (unread) => replies.forEach((reply) => send(reply, unread)),
          (err: unknown) => app.log.warn({ err }, 'unread count for the notice stream failed'),
        );
      }
    });
  });
  app.addHook('preClose', async () => {
    for (const replies of open.values()) for (const reply of replies) reply.raw.end();
    open.clear();
    await stopListening?.();
  });

  app.get(
    '/v1/notification.stream',
    { schema: { ...doc('notification', 'Live unread count (text/event-stream; event "unread" with { unread_num }); token by bearer header or the portal’s cookie'), querystring: langQuery, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const token = bearerToken(request) ?? cookie(request.headers.cookie, AUTHOR_TOKEN_COOKIE);
      const userId = token ? await sessions.userIdFor(token) : null;
      if (userId === null) throw unauthorized();
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      reply.raw.write('retry: 5000\n\n');
      send(reply, await count(userId));
      const replies = open.get(userId) ?? new Set<FastifyReply>();
      replies.add(reply);
      open.set(userId, replies);
      const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        replies.delete(reply);
        if (!replies.size) open.delete(userId);
      });
    },
  );
};
