import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { WORK_STATUSES } from '../../../domain/novel';
import { Id, OneOf } from '../../../domain/api/common';
import {
  BookIdRequest,
  BookOptions,
  BookStatusRequest,
  CategoryList,
  ContestJoinRequest,
  ContestList,
  CoverUploaded,
  NovelCreateRequest,
  NovelDetail,
  NovelEditRequest,
  NovelPage,
  SectionList,
} from '../../../domain/api/novels';
import { ChapterPage } from '../../../domain/api/chapters';
import { NovelChangedAnswers } from './wire';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { readSingleFile } from '../../lib/storage/multipart';
import { referenceData } from './reference';
import { novelService } from './service';

const page = Type.Optional(Id('page number, from 1', 1));
const pageSize = (max: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: max, description: `items per page, at most ${max}`, examples: [20] }));
const bookId = Id('novel id', 12);

/** Novels: reference data, the author's list, create, edit, cover, delete, status, contest and the chapter list. */
const novelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reference = referenceData(app.db);
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => novelService(app.db, app.storage, request.userId);
  const novels = (summary: string) => doc('novels', summary);

  app.get(
    '/v1/writeCenter.bookSection',
    { ...auth, schema: { ...novels('Language sections a novel is written in (spec: lang, section_name, section_id)'), querystring: langQuery, response: responses(SectionList) } },
    async (request, reply) => reply.ok({ list: reference.sections(request.locale) }),
  );

  app.get('/v1/writeCenter.bookSubClass', { ...auth, schema: { ...novels('Categories and their sub-categories'), querystring: langQuery, response: responses(CategoryList) } }, async (request, reply) =>
    reply.ok({ list: await reference.categories(request.locale) }),
  );

  app.get(
    '/v1/writeCenter.bookOptions',
    { ...auth, schema: { ...novels('Genres, tag categories and labels (starred ones need a label), content ratings and open contests'), querystring: langQuery, response: responses(BookOptions) } },
    async (request, reply) => reply.ok(await reference.options(request.locale)),
  );

  app.get(
    '/v1/writeCenter.contestList',
    {
      ...auth,
      schema: {
        ...novels('Contests, open ones first (?all=1 for ended ones too)'),
        querystring: query({ all: Type.Optional(Type.String({ maxLength: 1, examples: ['1'] })) }),
        response: responses(ContestList),
      },
    },
    async (request, reply) => {
      const list = await reference.contests(request.locale, new Date(), { openOnly: request.query.all !== '1' });
      return reply.ok({ list: list.sort((a, b) => Number(b.open) - Number(a.open)) });
    },
  );

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

  app.get(
    '/v1/writeCenter.chapterList',
    {
      ...auth,
      schema: {
        ...novels('A novel’s chapters by number (?status=draft,released,…; page_size up to 5000); with `after_code` a window after that chapter no. (keyset: as fast at chapter 900,000 as at 1), and `q` finds a number or words of a title'),
        querystring: query({
          original_book_id: bookId,
          page,
          page_size: pageSize(5000),
          status: Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z_,]*$', description: 'comma-separated chapter statuses', examples: ['draft,scheduled'] })),
          after_code: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the window after this chapter no. (0: from the first); `page` is then ignored', examples: [200] })),
          q: Type.Optional(Type.String({ maxLength: 100, description: 'a chapter no., or words in its title', examples: ['lantern'] })),
        }),
        response: responses(ChapterPage),
      },
    },
    async (request, reply) => {
      const { original_book_id, page = 1, page_size = 20, status, after_code, q } = request.query;
      return reply.ok(
        await service(request).chapters(original_book_id, { page, pageSize: page_size, status: status ? status.split(',').filter(Boolean) : undefined, afterCode: after_code, q: q?.trim() || undefined }),
      );
    },
  );
};

export default novelRoutes;
