import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../../domain/api/common';
import { ChapterFirstPaidRequest, FirstPaidPreview, FirstPaidSet } from '../../../domain/api/chapters';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { chapterService } from './service';

/** The novel's first paid chapter: what moving it would change, and moving it. */
const firstPaidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const service = (request: { userId: number }) => chapterService(app.db, request.userId);
  const chapters = (summary: string) => doc('chapters', summary);

  app.get(
    '/v1/writeCenter.firstPaidPreview',
    {
      ...auth,
      schema: {
        ...chapters('What setting a chapter as the first paid one would change'),
        querystring: query({ original_book_id: Id('novel id', 12), original_chapter_id: Id('chapter id', 301) }),
        response: responses(FirstPaidPreview),
      },
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
};

export default firstPaidRoutes;
