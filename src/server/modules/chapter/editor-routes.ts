import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../../domain/api/common';
import { ChapterAddRequest, ChapterDetail, ChapterIdRequest, ChapterRemoved, ChapterSaveRequest, ChapterSaved } from '../../../domain/api/chapters';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { chapterService } from './service';

/** The chapter editor: read a chapter, add the next one, save, delete. */
const editorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => chapterService(app.db, request.userId);
  const chapters = (summary: string) => doc('chapters', summary);

  app.get(
    '/v1/writeCenter.chapterInfo',
    { ...auth, schema: { ...chapters('One chapter for the editor, with the version to save against'), querystring: query({ original_chapter_id: Id('chapter id', 301) }), response: responses(ChapterDetail) } },
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
};

export default editorRoutes;
