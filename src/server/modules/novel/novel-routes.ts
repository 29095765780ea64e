import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { WORK_STATUSES } from '../../../domain/novel';
import { OneOf } from '../../../domain/api/common';
import { BookIdRequest, BookStatusRequest, ContestJoinRequest, CoverUploaded, NovelCreateRequest, NovelDetail, NovelEditRequest, NovelPage } from '../../../domain/api/novels';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { readSingleFile } from '../../lib/storage/multipart';
import { NovelChangedAnswers, bookId, page, pageSize } from './wire';
import { novelService } from './service';

/** The author's novels: list, read, create, edit, cover, delete, status and contest. */
const ownNovelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => novelService(app.db, app.storage, request.userId);
  const novels = (summary: string) => doc('novels', summary);

  app.get(
    '/v1/writeCenter.bookList',
    {
      ...auth,
      schema: {
        ...novels('The author’s novels, latest update first'),
        querystring: query({ page, page_size: pageSize(100), status: Type.Optional(OneOf(WORK_STATUSES, 'only novels in this status')) }),
        response: responses(NovelPage),
      },
    },
    async (request, reply) => {
      const { page = 1, page_size = 20, status } = request.query;
      return reply.ok(await service(request).list(request.locale, { page, pageSize: page_size, status }));
    },
  );

  app.get('/v1/writeCenter.bookInfo', { ...auth, schema: { ...novels('One of the author’s novels'), querystring: query({ original_book_id: bookId }), response: responses(NovelDetail) } }, async (request, reply) =>
    reply.ok(await service(request).detail(request.query.original_book_id, request.locale)),
  );

  app.post(
    '/v1/writeCenter.bookAdd',
    { ...auth, schema: { ...novels('Create a novel (a draft for review); event_id joins that contest'), querystring: langQuery, body: NovelCreateRequest, response: responses(NovelChangedAnswers.created) } },
    async (request, reply) => reply.ok(await service(request).create(request.body, request.locale, request.body.event_id), 'novel.created'),
  );

  app.post(
    '/v1/writeCenter.bookEdit',
    { ...auth, schema: { ...novels('Edit a novel; `version` must be the one read (else 4009)'), querystring: langQuery, body: NovelEditRequest, response: responses(NovelChangedAnswers.edited) } },
    async (request, reply) => reply.ok(await service(request).edit(request.body.original_book_id, request.body.version, request.body, request.locale), 'novel.modified'),
  );

  app.post(
    '/v1/writeCenter.coverUpload',
    {
      ...auth,
      schema: {
        ...novels('Upload a cover (multipart field "file", an image of at most the site’s limit); with ?original_book_id it replaces that novel’s cover'),
        consumes: ['multipart/form-data'],
        querystring: query({ original_book_id: Type.Optional(bookId) }),
        response: responses(CoverUploaded),
      },
    },
    async (request, reply) => {
      const novels_ = service(request);
      const file = await readSingleFile(request, await novels_.coverMaxBytes());
      return reply.ok(await novels_.cover(file, request.query.original_book_id), 'upload.succeeded');
    },
  );

  app.post(
    '/v1/writeCenter.bookDelete',
    { ...auth, schema: { ...novels('Delete a draft novel (kept for staff)'), querystring: langQuery, body: BookIdRequest, response: responses(NovelChangedAnswers.status) } },
    async (request, reply) => reply.ok(await service(request).remove(request.body.original_book_id), 'novel.deleted'),
  );

  app.post(
    '/v1/writeCenter.bookStatus',
    {
      ...auth,
      schema: { ...novels('Finish a novel, or take it up again (4009 where the status does not allow it)'), querystring: langQuery, body: BookStatusRequest, response: responses(NovelChangedAnswers.status) },
    },
    async (request, reply) => reply.ok(await service(request).setStatus(request.body.original_book_id, request.body.status), 'novel.statusChanged'),
  );

  app.post(
    '/v1/writeCenter.contestJoin',
    { ...auth, schema: { ...novels('Join a contest: one per novel, final'), querystring: langQuery, body: ContestJoinRequest, response: responses(NovelChangedAnswers.contest) } },
    async (request, reply) => reply.ok(await service(request).joinContest(request.body.original_book_id, request.body.contest_id, request.locale), 'novel.contest.joined'),
  );
};

export default ownNovelRoutes;
