import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { isTimeZone } from '../../../domain/chapter';
import { chapterAddExtras, chapterSaveExtras } from '../../../domain/schemas/chapter';
import type { SaveAction } from '../../../domain/chapter';
import { anyData, routeDoc } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import { positiveId as idFrom, validate } from '../../lib/validate';
import { writingCalendar } from './calendar';
import { chapterService } from './service';

const textBody = { type: 'object', additionalProperties: true, description: 'title and content, checked by the shared Yup schema (src/domain/schemas/chapter.ts); each bad field is named in data.fields' };
const query = (properties: Record<string, unknown>) => ({ type: 'object', properties: { lang: { type: 'string' }, ...properties } });
const int = { type: 'string', pattern: '^[0-9]+$' };
const id = () => yup.number().typeError('validation.invalid').required('validation.invalid').integer('validation.invalid').positive('validation.invalid');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Chapters: the editor's read and saves, history, deletion, the first paid chapter and the writing calendar. */
const chapterRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.authenticate };
  const service = (request: FastifyRequest) => chapterService(app.db, request.userId);
  const doc = routeDoc('chapters');

  app.get('/v1/writeCenter.chapterInfo', { ...auth, schema: doc('One chapter for the editor, with the version to save against', { querystring: query({ original_chapter_id: int }) }) }, async (request, reply) =>
    reply.ok(await service(request).info(idFrom((request.query as { original_chapter_id?: string }).original_chapter_id, 'original_chapter_id'))),
  );

  app.post(
    '/v1/writeCenter.chapterAdd',
    { ...auth, schema: doc('Add the novel’s next chapter: action autosave|draft|publish|schedule (release_at, ISO-8601, for schedule)', { body: textBody }) },
    async (request, reply) => {
      const { original_book_id, action, release_at } = await validate(chapterAddExtras, request.body);
      const { saved, message } = await service(request).add(original_book_id, { action: action as SaveAction, release_at, body: request.body });
      return reply.ok(saved, message);
    },
  );

  app.post(
    '/v1/writeCenter.chapterSave',
    { ...auth, schema: doc('Save a chapter based on `version`: autosave|draft|publish|schedule|unschedule; a stale version answers 4009 with the stored text', { body: textBody }) },
    async (request, reply) => {
      const body = request.body as { original_chapter_id?: unknown };
      const chapterId = idFrom(body?.original_chapter_id, 'original_chapter_id');
      const { action, version, release_at } = await validate(chapterSaveExtras, request.body);
      const { saved, message } = await service(request).save(chapterId, version, { action: action as SaveAction, release_at, body: request.body });
      return reply.ok(saved, message);
    },
  );

  app.post('/v1/writeCenter.chapterDelete', { ...auth, schema: doc('Delete a draft or scheduled chapter', { body: anyData }) }, async (request, reply) => {
    const { original_chapter_id } = await validate(yup.object({ original_chapter_id: id() }), request.body);
    return reply.ok(await service(request).remove(original_chapter_id), 'chapter.removed');
  });

  app.get('/v1/writeCenter.chapterVersions', { ...auth, schema: doc('A chapter’s saved versions, newest first (without their text)', { querystring: query({ original_chapter_id: int }) }) }, async (request, reply) =>
    reply.ok({ list: await service(request).versions(idFrom((request.query as { original_chapter_id?: string }).original_chapter_id, 'original_chapter_id')) }),
  );

  app.get('/v1/writeCenter.chapterVersion', { ...auth, schema: doc('One saved version with its text', { querystring: query({ original_chapter_id: int, version: int }) }) }, async (request, reply) => {
    const q = request.query as { original_chapter_id?: string; version?: string };
    return reply.ok(await service(request).version(idFrom(q.original_chapter_id, 'original_chapter_id'), idFrom(q.version, 'version')));
  });

  app.post('/v1/writeCenter.chapterRestore', { ...auth, schema: doc('Make an older version the text being written (based on `version`)', { body: anyData }) }, async (request, reply) => {
    const { original_chapter_id, version, restore_version } = await validate(yup.object({ original_chapter_id: id(), version: id(), restore_version: id() }), request.body);
    const { saved, message, values } = await service(request).restore(original_chapter_id, version, restore_version);
    return reply.ok(saved, message, values);
  });

  app.get(
    '/v1/writeCenter.firstPaidPreview',
    { ...auth, schema: doc('What setting a chapter as the first paid one would change', { querystring: query({ original_book_id: int, original_chapter_id: int }) }) },
    async (request, reply) => {
      const q = request.query as { original_book_id?: string; original_chapter_id?: string };
      return reply.ok(await service(request).firstPaidPreview(idFrom(q.original_book_id, 'original_book_id'), idFrom(q.original_chapter_id, 'original_chapter_id')));
    },
  );

  app.post('/v1/writeCenter.chapterFirstPaid', { ...auth, schema: doc('Set the novel’s first paid chapter (one per novel)', { body: anyData }) }, async (request, reply) => {
    const { original_book_id, original_chapter_id } = await validate(yup.object({ original_book_id: id(), original_chapter_id: id() }), request.body);
    const result = await service(request).setFirstPaid(original_book_id, original_chapter_id);
    return reply.ok(result, 'chapter.firstPaid.set', { code: result.chapter_code });
  });

  app.get(
    '/v1/writeCenter.writingCalendar',
    { ...auth, schema: doc('Words written and chapters released per day, scheduled releases and streaks', { querystring: query({ from: { type: 'string' }, to: { type: 'string' }, tz: { type: 'string' } }) }) },
    async (request, reply) => {
      const q = request.query as { from?: string; to?: string; tz?: string };
      const fields: ConstructorParameters<typeof ValidationError>[0] = {};
      const timeZone = q.tz || 'UTC';
      if (!isTimeZone(timeZone)) fields.tz = { id: 'validation.timeZone' };
      if (!q.from || !DATE.test(q.from) || Number.isNaN(Date.parse(q.from))) fields.from = { id: 'validation.invalid' };
      if (!q.to || !DATE.test(q.to) || Number.isNaN(Date.parse(q.to)) || (q.from && q.to < q.from)) fields.to = { id: 'validation.invalid' };
      else if (q.from && Date.parse(q.to) - Date.parse(q.from) > 400 * 86_400_000) fields.to = { id: 'validation.calendar.range' };
      if (Object.keys(fields).length) throw new ValidationError(fields);
      return reply.ok(await writingCalendar(app.db, request.userId, { from: q.from!, to: q.to!, timeZone }));
    },
  );
};

export default chapterRoutes;
