import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isTimeZone } from '../../../domain/chapter';
import { DateString, Id, Text } from '../../../domain/api/common';
import {
  ChapterAddRequest,
  ChapterComparison,
  ChapterDetail,
  ChapterFirstPaidRequest,
  ChapterIdRequest,
  ChapterRemoved,
  ChapterRestoreRequest,
  ChapterSaveRequest,
  ChapterSaved,
  ChapterVersionEntry,
  ChapterVersionList,
  FirstPaidPreview,
  FirstPaidSet,
  RELEASED_VERSION,
  WritingCalendar,
} from '../../../domain/api/chapters';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import { writingCalendar } from './calendar';
import { chapterService } from './service';

const chapterId = Id('chapter id', 301);
const bookId = Id('novel id', 12);
/** A version in a query: its number, or `released` for what readers see. */
const versionRef = (description: string) =>
  Type.Unsafe<string>({ type: 'string', pattern: `^([1-9][0-9]{0,8}|${RELEASED_VERSION})$`, description: `${description}: a version number, or "${RELEASED_VERSION}" for the text readers see`, examples: ['3'], 'x-message': 'validation.invalid' });
const parseVersion = (value: string) => (value === RELEASED_VERSION ? RELEASED_VERSION : Number(value));
/** The longest range the calendar answers for. */
const CALENDAR_MAX_DAYS = 400;

/** Chapters: the editor's read and saves, history, deletion, the first paid chapter and the writing calendar. */
const chapterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => chapterService(app.db, request.userId);
  const chapters = (summary: string) => doc('chapters', summary);

  app.get(
    '/v1/writeCenter.chapterInfo',
    { ...auth, schema: { ...chapters('One chapter for the editor, with the version to save against'), querystring: query({ original_chapter_id: chapterId }), response: responses(ChapterDetail) } },
    async (request, reply) => reply.ok(await service(request).info(request.query.original_chapter_id)),
  );

  app.post(
    '/v1/writeCenter.chapterAdd',
    {
      ...auth,
      schema: {
        ...chapters(
          'Add the novel’s next chapter: action autosave|draft|publish|schedule (release_at, ISO-8601, for schedule); the content as content_doc (a document) or content (plain text); title and content follow src/domain/schemas/chapter.ts, and a refused character’s place in the document is in data.positions.content',
        ),
        querystring: langQuery,
        body: ChapterAddRequest,
        response: responses(ChapterSaved),
      },
    },
    async (request, reply) => {
      const { original_book_id, action, release_at, ...body } = request.body;
      const { saved, message } = await service(request).add(original_book_id, { action, release_at, body });
      return reply.ok(saved, message);
    },
  );

  app.post(
    '/v1/writeCenter.chapterSave',
    {
      ...auth,
      schema: {
        ...chapters(
          'Save a chapter based on `version`: autosave|draft|publish|schedule|unschedule; the content as content_doc (a document) or content (plain text); notes only when sent; a stale version answers 4009 with the stored text (data: version, title, content, content_doc, saved_at)',
        ),
        querystring: langQuery,
        body: ChapterSaveRequest,
        response: responses(ChapterSaved),
      },
    },
    async (request, reply) => {
      const { original_chapter_id, version, action, release_at, ...body } = request.body;
      const { saved, message } = await service(request).save(original_chapter_id, version, { action, release_at, body });
      return reply.ok(saved, message);
    },
  );

  app.post(
    '/v1/writeCenter.chapterDelete',
    { ...auth, schema: { ...chapters('Delete a draft or scheduled chapter'), querystring: langQuery, body: ChapterIdRequest, response: responses(ChapterRemoved) } },
    async (request, reply) => reply.ok(await service(request).remove(request.body.original_chapter_id), 'chapter.removed'),
  );

  app.get(
    '/v1/writeCenter.chapterVersions',
    { ...auth, schema: { ...chapters('A chapter’s saved versions, newest first (without their text)'), querystring: query({ original_chapter_id: chapterId }), response: responses(ChapterVersionList) } },
    async (request, reply) => reply.ok({ list: await service(request).versions(request.query.original_chapter_id) }),
  );

  app.get(
    '/v1/writeCenter.chapterVersion',
    {
      ...auth,
      schema: { ...chapters('One saved version with its text and document'), querystring: query({ original_chapter_id: chapterId, version: Id('version', 3) }), response: responses(ChapterVersionEntry) },
    },
    async (request, reply) => reply.ok(await service(request).version(request.query.original_chapter_id, request.query.version)),
  );

  app.get(
    '/v1/writeCenter.chapterCompare',
    {
      ...auth,
      schema: {
        ...chapters('Compare two versions (or a version and the released text): the changes from `from` to `to`, paragraphs whose formatting alone changed marked as such'),
        querystring: query({ original_chapter_id: chapterId, from: versionRef('the older side'), to: versionRef('the newer side') }),
        response: responses(ChapterComparison),
      },
    },
    async (request, reply) => {
      const { original_chapter_id, from, to } = request.query;
      return reply.ok(await service(request).compare(original_chapter_id, parseVersion(from), parseVersion(to)));
    },
  );

  app.post(
    '/v1/writeCenter.chapterRestore',
    { ...auth, schema: { ...chapters('Make an older version the text being written (based on `version`)'), querystring: langQuery, body: ChapterRestoreRequest, response: responses(ChapterSaved) } },
    async (request, reply) => {
      const { original_chapter_id, version, restore_version } = request.body;
      const { saved, message, values } = await service(request).restore(original_chapter_id, version, restore_version);
      return reply.ok(saved, message, values);
    },
  );

  app.get(
    '/v1/writeCenter.firstPaidPreview',
    {
      ...auth,
      schema: { ...chapters('What setting a chapter as the first paid one would change'), querystring: query({ original_book_id: bookId, original_chapter_id: chapterId }), response: responses(FirstPaidPreview) },
    },
    async (request, reply) => reply.ok(await service(request).firstPaidPreview(request.query.original_book_id, request.query.original_chapter_id)),
  );

  app.post(
    '/v1/writeCenter.chapterFirstPaid',
    { ...auth, schema: { ...chapters('Set the novel’s first paid chapter (one per novel)'), querystring: langQuery, body: ChapterFirstPaidRequest, response: responses(FirstPaidSet) } },
    async (request, reply) => {
      const result = await service(request).setFirstPaid(request.body.original_book_id, request.body.original_chapter_id);
      return reply.ok(result, 'chapter.firstPaid.set', { code: result.chapter_code });
    },
  );

  app.get(
    '/v1/writeCenter.writingCalendar',
    {
      ...auth,
      schema: {
        ...chapters(`Words written and chapters released per day, scheduled releases and streaks (at most ${CALENDAR_MAX_DAYS} days)`),
        querystring: query({
          from: Type.Unsafe<string>({ ...DateString('first day'), 'x-message': 'validation.invalid' }),
          to: Type.Unsafe<string>({ ...DateString('last day'), 'x-message': 'validation.invalid' }),
          tz: Type.Optional(Text(64, 'IANA time zone the days are counted in (default UTC)', 'Asia/Jakarta', 'validation.timeZone')),
        }),
        response: responses(WritingCalendar),
      },
    },
    async (request, reply) => {
      const { from, to, tz } = request.query;
      const timeZone = tz || 'UTC';
      const fields: ConstructorParameters<typeof ValidationError>[0] = {};
      if (!isTimeZone(timeZone)) fields.tz = { id: 'validation.timeZone' };
      if (Number.isNaN(Date.parse(from))) fields.from = { id: 'validation.invalid' };
      if (Number.isNaN(Date.parse(to)) || to < from) fields.to = { id: 'validation.invalid' };
      else if (Date.parse(to) - Date.parse(from) > CALENDAR_MAX_DAYS * 86_400_000) fields.to = { id: 'validation.calendar.range' };
      if (Object.keys(fields).length) throw new ValidationError(fields);
      return reply.ok(await writingCalendar(app.db, request.userId, { from, to, timeZone }));
    },
  );
};

export default chapterRoutes;
