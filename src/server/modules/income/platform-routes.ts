import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IncomeIngestRequest, IngestReport } from '../../../domain/api/platform';
import { doc, langQuery, responses } from '../../lib/openapi';
import { audit } from '../audit';
import { ingestIncome } from './ingest';
import { callerKey } from '../../plugins/rate-limit';

/** The platform's side of income (ARCHITECTURE.md "The platform API"): daily lines per work, in batches. */
const incomePlatformRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  app.post(
    '/platform/v1/income.ingest',
    {
      onRequest: app.platformScope('income'),
      // A batch is up to 10,000 lines of about 150 bytes.
      bodyLimit: 4 * 1024 * 1024,
      config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: callerKey('platform') } },
      schema: {
        ...doc('platform', 'Daily income lines per work from reader unlocks (1–10,000 per call), idempotent by each line’s id; bad lines are reported and the others kept', 'staff'),
        querystring: langQuery,
        body: IncomeIngestRequest,
        response: responses(IngestReport),
      },
    },
    async (request, reply) => {
      const report = await ingestIncome(app.db, request.body.lines, { lang: request.locale, source: 'platform', now: now(), sites: request.platformKeySites });
      await audit(app.db, {
        actor: { kind: 'platform', id: request.platformKeyId },
        action: 'income.ingested',
        subject: { kind: 'platform_key', id: request.platformKeyId },
        after: { lines: request.body.lines.length, accepted: report.accepted, duplicates: report.duplicates, rejected: report.rejected.length },
        origin: { requestId: String(request.id), address: request.ip },
      });
      return reply.ok(report);
    },
  );
};

export default incomePlatformRoutes;
