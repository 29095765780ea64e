import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  BlockEntry,
  BlockRequest,
  BulkResult,
  CommentDeleteRequest,
  CommentHandleRequest,
  CommentIdRequest,
  CommentCounts,
  CommentList,
  CommentListQuery,
  PinRequest,
  ReplyEditRequest,
  ReplyEntry,
  ReplyIdRequest,
  ReplyRequest,
  ReplyResult,
  UnblockRequest,
} from '../../../domain/api/comments';
import { ListOf } from '../../../domain/api/common';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { originOf } from '../audit';
import { deleteComments, deleteReply, editReply, handleComments, pin, reply as sendReply, restoreComment, unpin, type Actor } from './actions';
import { blockReader, listBlocks, unblockReader } from './blocks';
import { countComments, listComments } from './list';

/** The author's comment inbox (/commentManage): read, reply, pin, delete, restore, block. */
const commentRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const auth = { onRequest: app.authenticate };
  const comment = (summary: string) => doc('comment', summary);
  const actor = (request: { userId: number; id: string; ip: string }): Actor => ({ authorId: request.userId, now: now(), origin: originOf(request) });
  const PinResult = Type.Object({ pinned_at: Type.String({ format: 'date-time' }), replaced: Type.Union([Type.Null(), Type.Integer()], { description: 'the comment unpinned in its place' }) });

  app.get(
    '/v1/comment.list',
    { ...auth, schema: { ...comment('Comments on the author’s novels, newest first, 50 a page, with the portal’s filters and the counts per filter'), querystring: query(CommentListQuery.properties), response: responses(CommentList) } },
    async (request, reply) => reply.ok(await listComments(app.db, request.userId, request.query, { lang: request.locale, now: now() })),
  );

  app.get(
    '/v1/comment.counts',
    { ...auth, schema: { ...comment('How many comments each filter holds over all the author’s novels (the dashboard’s “needs a reply”)'), querystring: langQuery, response: responses(CommentCounts) } },
    async (request, reply) => reply.ok(await countComments(app.db, { authorId: request.userId })),
  );

  app.post(
    '/v1/comment.reply',
    { ...auth, schema: { ...comment('Reply to a reader (1–2000 characters, 20 seconds after the author’s previous reply: else 4029 with retryAfter)'), querystring: langQuery, body: ReplyRequest, response: responses(ReplyResult) } },
    async (request, reply) => reply.ok(await sendReply(app.db, actor(request), request.body), 'comment.reply.sent'),
  );

  app.post(
    '/v1/comment.reply_edit',
    { ...auth, schema: { ...comment('Edit one of the author’s replies'), querystring: langQuery, body: ReplyEditRequest, response: responses(ReplyEntry) } },
    async (request, reply) => reply.ok(await editReply(app.db, actor(request), request.body), 'comment.reply.edited'),
  );

  app.post(
    '/v1/comment.reply_delete',
    { ...auth, schema: { ...comment('Delete one of the author’s replies'), querystring: langQuery, body: ReplyIdRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await deleteReply(app.db, actor(request), request.body), 'comment.reply.deleted'),
  );

  app.post(
    '/v1/comment.pin',
    {
      ...auth,
      schema: { ...comment('Pin a comment (3 per novel; with three pinned, 4009 names the earliest, and `replace` with its id unpins it in the same step)'), querystring: langQuery, body: PinRequest, response: responses(PinResult) },
    },
    async (request, reply) => reply.ok(await pin(app.db, actor(request), request.body), 'comment.pinned'),
  );

  app.post(
    '/v1/comment.unpin',
    { ...auth, schema: { ...comment('Unpin a comment'), querystring: langQuery, body: CommentIdRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await unpin(app.db, actor(request), request.body), 'comment.unpinned'),
  );

  app.post(
    '/v1/comment.delete',
    { ...auth, schema: { ...comment('Delete readers’ comments with a reason from the short list (audited)'), querystring: langQuery, body: CommentDeleteRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await deleteComments(app.db, actor(request), request.body), 'comment.deleted'),
  );

  app.post(
    '/v1/comment.restore',
    { ...auth, schema: { ...comment('Restore a comment the vetting, the author or a block removed (audited)'), querystring: langQuery, body: CommentIdRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await restoreComment(app.db, actor(request), request.body), 'comment.restored'),
  );

  app.post(
    '/v1/comment.handle',
    { ...auth, schema: { ...comment('Mark comments handled without a reply (or take the mark off)'), querystring: langQuery, body: CommentHandleRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await handleComments(app.db, actor(request), request.body), 'comment.handled'),
  );

  app.get(
    '/v1/comment.blocks',
    { ...auth, schema: { ...comment('The readers the author blocks now'), querystring: langQuery, response: responses(ListOf(BlockEntry)) } },
    async (request, reply) => reply.ok({ list: await listBlocks(app.db, request.userId, now()) }),
  );

  app.post(
    '/v1/comment.block',
    { ...auth, schema: { ...comment('Block a comment’s reader from commenting on the author’s novels, for some days or until lifted'), querystring: langQuery, body: BlockRequest, response: responses(BlockEntry) } },
    async (request, reply) => reply.ok(await blockReader(app.db, actor(request), request.body), 'comment.blocked'),
  );

  app.post(
    '/v1/comment.unblock',
    { ...auth, schema: { ...comment('Lift a block; the comments it hid come back'), querystring: langQuery, body: UnblockRequest, response: responses(BulkResult) } },
    async (request, reply) => reply.ok(await unblockReader(app.db, actor(request), request.body), 'comment.unblocked'),
  );
};

export default commentRoutes;
