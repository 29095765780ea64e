import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Id } from '../../../domain/api/common';
import { ChapterComparison, ChapterRestoreRequest, ChapterSaved, ChapterVersionEntry, ChapterVersionList, RELEASED_VERSION } from '../../../domain/api/chapters';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { chapterService } from './service';

const chapterId = Id('chapter id', 301);
/** A version in a query: its number, or `released` for what readers see. */
const versionRef = (description: string) =>
  Type.Unsafe<string>({ type: 'string', pattern: `^([1-9][0-9]{0,8}|${RELEASED_VERSION})$`, description: `${description}: a version number, or "${RELEASED_VERSION}" for the text readers see`, examples: ['3'], 'x-message': 'validation.invalid' });
const parseVersion = (value: string) => (value === RELEASED_VERSION ? RELEASED_VERSION : Number(value));

/** A chapter's history: its saved versions, one version's text, a comparison of two, and restoring one. */
const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => chapterService(app.db, request.userId);
  const chapters = (summary: string) => doc('chapters', summary);

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
};

export default historyRoutes;
