import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatsIngestReport, StatsIngestRequest } from '../../../domain/api/stats';
import { doc, langQuery, responses } from '../../lib/openapi';
import { audit } from '../audit';
import { ingestStats } from './ingest';
import { callerKey } from '../../plugins/rate-limit';

/** The reader site's daily reading figures (ARCHITECTURE.md "The platform API"). */
const statsPlatformRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  app.post(
    '/platform/v1/stats.ingest',
    {
      onRequest: app.platformScope('stats'),
      // 10,000 rows of about 130 bytes.
      bodyLimit: 4 * 1024 * 1024,
      config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: callerKey('platform') } },
      schema: {
        ...doc('platform', 'Daily figures per novel and per chapter (up to 10,000 rows a call); a day sent again replaces the earlier figures; bad rows are reported, the others kept', 'staff'),
        querystring: langQuery,
        body: StatsIngestRequest,
        response: responses(StatsIngestReport),
      },
    },
    async (request, reply) => {
      const { novels = [], chapters = [] } = request.body;
      const report = await ingestStats(app.db, { novels, chapters }, { lang: request.locale, now: now(), sites: request.platformKeySites });
      await audit(app.db, {
        actor: { kind: 'platform', id: request.platformKeyId },
        action: 'stats.ingested',
        subject: { kind: 'platform_key', id: request.platformKeyId },
        after: { rows: novels.length + chapters.length, inserted: report.inserted, replaced: report.replaced, unchanged: report.unchanged, rejected: report.rejected.length },
        origin: { requestId: String(request.id), address: request.ip },
      });
      return reply.ok(report);
    },
  );
};

export default statsPlatformRoutes;
