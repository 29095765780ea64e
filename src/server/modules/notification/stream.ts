import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AUTHOR_TOKEN_COOKIE } from '../../../domain/session';
import { doc, langQuery } from '../../lib/openapi';
import { tooFrequent, unauthorized } from '../../lib/errors';
import { bearerToken } from '../../lib/bearer-token';
import { SESSION_CHANNEL, sessionsRepository } from '../user';
import { NOTICE_CHANNEL } from './notices';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Open streams one account may hold on one instance (a few tabs and devices), and in all on one instance. */
export const STREAM_LIMITS = { perAccount: 8, total: 5_000 } as const;
/** What a refused stream is told to wait before trying again. */
const STREAM_RETRY_SECONDS = 30;

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
export const noticeStream: FastifyPluginAsync<{ count(userId: number): Promise<number>; limits?: { perAccount: number; total: number } }> = async (app, { count, limits = STREAM_LIMITS }) => {
  const sessions = sessionsRepository(app.db);
  const open = new Map<number, Set<FastifyReply>>();
  /** the token each stream was opened with: a stream lives only as long as its session */
  const tokenOf = new WeakMap<FastifyReply, string>();
  let total = 0;
  const send = (reply: FastifyReply, unread: number) => reply.raw.write(`event: unread\ndata: ${JSON.stringify({ unread_num: unread })}\n\n`);

  let stopListening: (() => Promise<void>) | null = null;
  let stopSessions: (() => Promise<void>) | null = null;
  const database = app.database;
  app.addHook('onReady', async () => {
    // Some of a user's sessions ended (logout, password reset): their streams close, here and on every instance.
    stopSessions = await database.listen(SESSION_CHANNEL, (payload) => {
      for (const reply of open.get(Number(payload)) ?? []) {
        const token = tokenOf.get(reply);
        void (token ? sessions.userIdFor(token) : Promise.resolve(null)).then(
          (live) => {
            if (live === null) reply.raw.end();
          },
          (err: unknown) => app.log.warn({ err }, 'session check for the notice stream failed'),
        );
      }
    });
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
    await stopSessions?.();
  });

  app.get(
    '/v1/notification.stream',
    { schema: { ...doc('notification', 'Live unread count (text/event-stream; event "unread" with { unread_num }); token by bearer header or the portal’s cookie'), querystring: langQuery, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const token = bearerToken(request) ?? cookie(request.headers.cookie, AUTHOR_TOKEN_COOKIE);
      const userId = token ? await sessions.userIdFor(token) : null;
      if (userId === null) throw unauthorized();
      // Each stream holds a connection and a listener: an account, and the instance, hold a bounded number.
      if ((open.get(userId)?.size ?? 0) >= limits.perAccount || total >= limits.total) throw tooFrequent(STREAM_RETRY_SECONDS);
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      reply.raw.write('retry: 5000\n\n');
      // Counted before any wait, so streams opened at once cannot pass the limits together.
      const replies = open.get(userId) ?? new Set<FastifyReply>();
      replies.add(reply);
      open.set(userId, replies);
      tokenOf.set(reply, token!);
      total++;
      send(reply, await count(userId));
      const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        if (replies.delete(reply)) total--;
        if (!replies.size) open.delete(userId);
      });
    },
  );
};
