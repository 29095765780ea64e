import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArchiveOverview, ArchiveRequest, ArchiveRequested, ArchiveSettingsRequest, ArchiveStatusData, ArchiveStatusQuery, PersonalArchiveRequest } from '../../../domain/api/archive';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { callerKey } from '../../plugins/rate-limit';
import { originOf } from '../audit';
import type { ArchiveService } from './service';

/** The author's archives (/account/archive): ask for one, watch it build, download it; the weekly setting; "Download my data". */
const archiveRoutes: FastifyPluginAsyncTypebox<{ service: ArchiveService }> = async (app, { service }) => {
  const auth = { onRequest: app.authenticate };
  const archive = (summary: string) => doc('archive', summary);

  app.post(
    '/v1/archive.request',
    {
      ...auth,
      schema: {
        ...archive(
          'Build a ZIP of everything the author owns (every novel as EPUB 3, DOCX and Markdown, drafts, history, images, replies, statistics, ledger, payouts, contracts, profile, manifest.json). ' +
            'Built by a job; one builds at a time per author: asking again while one is queued or building answers that one.',
        ),
        querystring: langQuery,
        body: ArchiveRequest,
        response: responses(ArchiveRequested),
      },
    },
    async (request, reply) => {
      const { archive_id } = await service.request(request.userId, 'works');
      return reply.ok({ archive_id }, 'archive.requested');
    },
  );

  app.get(
    '/v1/archive.status',
    {
      ...auth,
      schema: {
        ...archive('An archive’s status and progress, and once ready its signed download link (lasting until `expires_at`). Another account’s archive answers 4004.'),
        querystring: query(ArchiveStatusQuery),
        response: responses(ArchiveStatusData),
      },
    },
    async (request, reply) => reply.ok(await service.status(request.userId, request.query.archive_id)),
  );

  app.get(
    '/v1/archive.overview',
    { ...auth, schema: { ...archive('The latest archive of each kind and the weekly setting, for the archive page'), querystring: langQuery, response: responses(ArchiveOverview) } },
    async (request, reply) => reply.ok(await service.overview(request.userId)),
  );

  app.post(
    '/v1/archive.settings',
    { ...auth, schema: { ...archive('Turn the weekly archive on or off'), querystring: langQuery, body: ArchiveSettingsRequest, response: responses() } },
    async (request, reply) => {
      await service.setWeekly(request.userId, request.body.weekly);
      return reply.ok(undefined, 'archive.settingsSaved');
    },
  );

  app.post(
    '/v1/archive.requestPersonal',
    {
      ...auth,
      schema: {
        ...archive('“Download my data”: the personal data the account holds, payee details included, in the same manifest format; after the password again, and the app’s code when two-factor sign-in is on (audited as a reveal)'),
        querystring: langQuery,
        body: PersonalArchiveRequest,
        response: responses(ArchiveRequested),
      },
      // Wrong passwords count against the account with failed sign-ins; this budget bounds one session's tries.
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator: callerKey('archive-password') } },
    },
    async (request, reply) => {
      await app.confirmPassword(request.userId, request.body.password, request.ip, 'password', { code: request.body.code });
      const { archive_id } = await service.requestPersonal(request.userId, originOf(request));
      return reply.ok({ archive_id }, 'archive.requested');
    },
  );
};

export default archiveRoutes;
