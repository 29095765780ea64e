import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChapterStats, StatsOverview, StatsRangeQuery } from '../../../domain/api/stats';
import { doc, query, responses } from '../../lib/openapi';
import { chapterStats } from './chapter-stats';
import { statsOverview } from './overview';

/** The author's reading figures (/dataCenter, /dataCenter2). */
const statsRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const auth = { onRequest: app.authenticate };

  app.get(
    '/v1/stats.overview',
    {
      ...auth,
      schema: {
        ...doc('stats', 'A novel’s (or all novels’) figures over a range with the previous period’s, a chart series (days, weeks or months by the range’s length), income from the ledger and the events to mark'),
        querystring: query(StatsRangeQuery),
        response: responses(StatsOverview),
      },
    },
    async (request, reply) => reply.ok(await statsOverview(app.db, request.userId, request.query, now())),
  );

  app.get(
    '/v1/stats.chapters',
    {
      ...auth,
      schema: {
        ...doc('stats', 'One novel’s chapters over a range: reads started and finished, readers going on to the next chapter, the chapters where most stop, and conversion at the first paid chapter'),
        querystring: query(StatsRangeQuery),
        response: responses(ChapterStats),
      },
    },
    async (request, reply) => reply.ok(await chapterStats(app.db, request.userId, request.query, now())),
  );
};

export default statsRoutes;
