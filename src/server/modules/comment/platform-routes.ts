import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CommentIngestReport, CommentIngestRequest, CommentRetractRequest, ReplyFeed, RetractReport } from '../../../domain/api/comments';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { audit } from '../audit';
import { readFeed } from './feed-read';
import { ingestComments, retractComments } from './ingest';
import { IdCursor } from '../../../domain/api/cursor';
import { callerKey } from '../../plugins/rate-limit';

const FEED_PAGE_MAX = 1000;

/** The reader site's side of comments (ARCHITECTURE.md "The platform API"). */
const commentPlatformRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const scoped = { onRequest: app.platformScope('comments'), config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: callerKey('platform') } } };
  const trail = (request: { platformKeyId: number; id: string; ip: string }, action: string, after: Record<string, number>) =>
    audit(app.db, { actor: { kind: 'platform', id: request.platformKeyId }, action, subject: { kind: 'platform_key', id: request.platformKeyId }, after, origin: { requestId: String(request.id), address: request.ip } });

  app.post(
    '/platform/v1/comment.ingest',
    {
      ...scoped,
      bodyLimit: 12 * 1024 * 1024,
      schema: { ...doc('platform', 'Readers’ comments (1–1,000 a call), idempotent by each comment’s id; vetted on arrival; bad ones reported, the others kept', 'staff'), querystring: langQuery, body: CommentIngestRequest, response: responses(CommentIngestReport) },
    },
    async (request, reply) => {
      const report = await ingestComments(app.db, request.body.comments, { lang: request.locale, now: now(), sites: request.platformKeySites, notices: app.notices });
      await trail(request, 'comment.ingested', { comments: request.body.comments.length, accepted: report.accepted, removed: report.removed, duplicates: report.duplicates, rejected: report.rejected.length });
      return reply.ok(report);
    },
  );

  app.post(
    '/platform/v1/comment.retract',
    { ...scoped, schema: { ...doc('platform', 'Comments their readers deleted on the reader site (1–1,000 ids a call)', 'staff'), querystring: langQuery, body: CommentRetractRequest, response: responses(RetractReport) } },
    async (request, reply) => {
      const report = await retractComments(app.db, request.body.ids, now(), request.platformKeySites);
      await trail(request, 'comment.retracted', { ids: request.body.ids.length, retracted: report.retracted, refused: report.refused });
      return reply.ok(report);
    },
  );

  app.get(
    '/platform/v1/reply.feed',
    {
      ...scoped,
      schema: {
        ...doc('platform', 'What the key’s sites’ authors did after `cursor` (replies, edits, deletions, pins, unpins, removed and restored comments, blocks), oldest first', 'staff'),
        querystring: query({
          cursor: Type.Optional(IdCursor('integer', 'the `cursor` of the previous answer (0 or none: from the start)', 1042, { from: 0 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_PAGE_MAX, default: 500, description: `events per answer, at most ${FEED_PAGE_MAX}` })),
        }),
        response: responses(ReplyFeed),
      },
    },
    async (request, reply) => reply.ok(await readFeed(app.db, request.query.cursor ?? 0, request.query.limit ?? 500, request.platformKeySites)),
  );
};

export default commentPlatformRoutes;
