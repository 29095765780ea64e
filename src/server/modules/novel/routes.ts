import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { WORK_STATUSES } from '../../../domain/novel';
import { novelCreateExtras, novelEditExtras } from '../../../domain/schemas/novel';
import { anyData, routeDoc } from '../../lib/openapi';
import { positiveId as idFrom, validate } from '../../lib/validate';
import { readSingleFile } from '../../lib/uploads/multipart';
import { referenceData } from './reference';
import { novelService } from './service';

const formBody = { type: 'object', additionalProperties: true, description: 'checked by the shared Yup schema (src/domain/schemas/novel.ts); each bad field is named in data.fields' };
const query = (properties: Record<string, unknown>) => ({ type: 'object', properties: { lang: { type: 'string' }, ...properties } });
const int = { type: 'string', pattern: '^[0-9]+$' };

const bookIdBody = yup.object({ original_book_id: yup.number().typeError('validation.invalid').required('validation.invalid').integer('validation.invalid').positive('validation.invalid') });
const paging = (max: number) =>
  yup.object({
    page: yup.number().integer().min(1).default(1),
    page_size: yup.number().integer().min(1).max(max).default(20),
  });

/** Novels: reference data, the author's list, create, edit, cover, delete, status, contest and the chapter list. */
const novelRoutes: FastifyPluginAsync = async (app) => {
  const reference = referenceData(app.db);
  const auth = { preHandler: app.authenticate };
  const service = (request: FastifyRequest) => novelService(app.db, app.storage, request.userId);
  const doc = routeDoc('novels');

  app.get(
    '/v1/writeCenter.bookSection',
    {
      ...auth,
      schema: doc('Language sections a novel is written in (spec: lang, section_name, section_id)', {}, {
        type: 'object',
        properties: { list: { type: 'array', items: { type: 'object', properties: { lang: { type: 'string' }, section_name: { type: 'string' }, section_id: { type: 'integer' } } } } },
      }),
    },
    async (request, reply) => reply.ok({ list: reference.sections(request.locale) }),
  );

  app.get('/v1/writeCenter.bookSubClass', { ...auth, schema: doc('Categories and their sub-categories') }, async (request, reply) =>
    reply.ok({ list: await reference.categories(request.locale) }),
  );

  app.get('/v1/writeCenter.bookOptions', { ...auth, schema: doc('Genres, tag categories and labels (starred ones need a label), content ratings and open contests') }, async (request, reply) =>
    reply.ok(await reference.options(request.locale)),
  );

  app.get('/v1/writeCenter.contestList', { ...auth, schema: doc('Contests, open ones first (?all=1 for ended ones too)', { querystring: query({ all: { type: 'string' } }) }) }, async (request, reply) => {
    const all = (request.query as { all?: string }).all === '1';
    const list = await reference.contests(request.locale, new Date(), { openOnly: !all });
    return reply.ok({ list: list.sort((a, b) => Number(b.open) - Number(a.open)) });
  });

  app.get(
    '/v1/writeCenter.bookList',
    { ...auth, schema: doc('The author’s novels, latest update first', { querystring: query({ page: int, page_size: int, status: { type: 'string', enum: [...WORK_STATUSES] } }) }) },
    async (request, reply) => {
      const q = request.query as { page?: string; page_size?: string; status?: string };
      const { page, page_size } = await validate(paging(100), q);
      return reply.ok(await service(request).list(request.locale, { page, pageSize: page_size, status: q.status }));
    },
  );

  app.get('/v1/writeCenter.bookInfo', { ...auth, schema: doc('One of the author’s novels', { querystring: query({ original_book_id: int }) }) }, async (request, reply) =>
    reply.ok(await service(request).detail(idFrom((request.query as { original_book_id?: string }).original_book_id, 'original_book_id'), request.locale)),
  );

  app.post('/v1/writeCenter.bookAdd', { ...auth, schema: doc('Create a novel (a draft for review); event_id joins that contest', { body: formBody }) }, async (request, reply) => {
    const { event_id } = await validate(novelCreateExtras, request.body);
    return reply.ok(await service(request).create(request.body, request.locale, event_id), 'novel.created');
  });

  app.post('/v1/writeCenter.bookEdit', { ...auth, schema: doc('Edit a novel; `version` must be the one read (else 4009)', { body: formBody }) }, async (request, reply) => {
    const { original_book_id, version } = await validate(novelEditExtras, request.body);
    return reply.ok(await service(request).edit(original_book_id, version, request.body, request.locale), 'novel.modified');
  });

  app.post(
    '/v1/writeCenter.coverUpload',
    {
      ...auth,
      schema: doc('Upload a cover (multipart field "file", an image of at most the site’s limit); with ?original_book_id it replaces that novel’s cover', {
        querystring: query({ original_book_id: int }),
        consumes: ['multipart/form-data'],
      }),
    },
    async (request, reply) => {
      const raw = (request.query as { original_book_id?: string }).original_book_id;
      const novelId = raw === undefined ? undefined : idFrom(raw, 'original_book_id');
      const novels = service(request);
      const file = await readSingleFile(request, await novels.coverMaxBytes());
      return reply.ok(await novels.cover(file, novelId), 'upload.succeeded');
    },
  );

  app.post('/v1/writeCenter.bookDelete', { ...auth, schema: doc('Delete a draft novel (kept for staff)', { body: anyData }) }, async (request, reply) => {
    const { original_book_id } = await validate(bookIdBody, request.body);
    return reply.ok(await service(request).remove(original_book_id), 'novel.deleted');
  });

  app.post('/v1/writeCenter.bookStatus', { ...auth, schema: doc('Finish a novel, or take it up again (4009 where the status does not allow it)', { body: anyData }) }, async (request, reply) => {
    const { original_book_id, status } = await validate(bookIdBody.shape({ status: yup.string().required('validation.invalid') }), request.body);
    return reply.ok(await service(request).setStatus(original_book_id, status), 'novel.statusChanged');
  });

  app.post('/v1/writeCenter.contestJoin', { ...auth, schema: doc('Join a contest: one per novel, final', { body: anyData }) }, async (request, reply) => {
    const { original_book_id, contest_id } = await validate(
      bookIdBody.shape({ contest_id: yup.number().typeError('validation.invalid').required('validation.invalid').integer('validation.invalid').positive('validation.invalid') }),
      request.body,
    );
    return reply.ok(await service(request).joinContest(original_book_id, contest_id, request.locale), 'novel.contest.joined');
  });

  app.get(
    '/v1/writeCenter.chapterList',
    { ...auth, schema: doc('A novel’s chapters by number (?status=draft,released,…; page_size up to 5000)', { querystring: query({ original_book_id: int, page: int, page_size: int, status: { type: 'string' } }) }) },
    async (request, reply) => {
      const q = request.query as { original_book_id?: string; status?: string };
      const { page, page_size } = await validate(paging(5000), q);
      const status = q.status ? q.status.split(',').filter(Boolean) : undefined;
      return reply.ok(await service(request).chapters(idFrom(q.original_book_id, 'original_book_id'), { page, pageSize: page_size, status }));
    },
  );
};

export default novelRoutes;
