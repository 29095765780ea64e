import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ChapterPage } from '../../../domain/api/chapters';
import { FIRST_CHAPTER_WINDOW } from '../../../domain/chapter';
import { doc, query, responses } from '../../lib/openapi';
import { bookId, pageSize } from './wire';
import { novelService } from './service';

/** A novel's chapter list, as windows after a chapter no. (keyset: a deep window costs what the first does). */
const chapterListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/writeCenter.chapterList',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('novels', 'A novel’s chapters by number, a window of `page_size` (up to 5000) after the chapter no. `after_code` (keyset: as fast at chapter 900,000 as at 1; the next window is after `next_after`), ?status=draft,released,…, and `q` finds a number or words of a title'),
        querystring: query({
          original_book_id: bookId,
          page_size: pageSize(5000),
          status: Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z_,]*$', description: 'comma-separated chapter statuses', examples: ['draft,scheduled'] })),
          after_code: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the window after this chapter no. (default 0: from the first)', examples: [200] })),
          q: Type.Optional(Type.String({ maxLength: 100, description: 'a chapter no., or words in its title', examples: ['lantern'] })),
        }),
        response: responses(ChapterPage),
      },
    },
    async (request, reply) => {
      const { original_book_id, page_size = FIRST_CHAPTER_WINDOW, status, after_code = 0, q } = request.query;
      return reply.okJson(
        await novelService(app.db, app.storage, request.userId).chapters(original_book_id, { pageSize: page_size, status: status ? status.split(',').filter(Boolean) : undefined, afterCode: after_code, q: q?.trim() || undefined }),
      );
    },
  );
};

export default chapterListRoutes;
