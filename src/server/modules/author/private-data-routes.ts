import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { policyForSite } from '../../../domain/limits';
import { IdCardUploaded } from '../../../domain/api/author';
import { AuditTrailPage } from '../../../domain/api/notifications';
import { IdCursor } from '../../../domain/api/cursor';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { readSingleFile } from '../../lib/storage/multipart';
import { originOf } from '../audit';
import { authorsRepository } from './authors-repository';
import { auditTrailPage } from './audit-trail';
import { ownIdCard, uploadIdCard } from './id-card';

/** The author's private data: the ID photo (kept private) and the trail of who saw or changed their sensitive data. */
const privateDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const authors = authorsRepository(app.db);
  const auth = { onRequest: app.authenticate };
  const author = (summary: string) => ({ ...doc('author', summary), querystring: langQuery });

  app.post(
    '/v1/author.uploadUserCard',
    {
      ...auth,
      schema: { ...author('Upload the photo of an ID document (multipart field "file"); kept private'), consumes: ['multipart/form-data'], response: responses(IdCardUploaded) },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, policyForSite(await authors.siteOf(request.userId)).imageMaxBytes);
      return reply.ok(await uploadIdCard(app.db, app.storage, request.userId, file, originOf(request)), 'upload.succeeded');
    },
  );

  app.get(
    '/v1/author.auditTrail',
    {
      ...auth,
      schema: {
        ...doc('author', 'Who viewed or changed my sensitive data (ID photo, profile, payee and contract data) and when, newest first'),
        querystring: query({ cursor: Type.Optional(IdCursor('bigint', 'the last id of the previous page', 280)) }),
        response: responses(AuditTrailPage),
      },
    },
    async (request, reply) => reply.ok(await auditTrailPage(app.db, request.userId, request.query.cursor)),
  );

  app.get(
    '/v1/author.userCard',
    { ...auth, schema: { ...author('The signed-in author’s own ID photo (an image, never cached)'), produces: ['image/jpeg', 'image/webp'] } },
    async (request, reply) => {
      const { data, mime } = await ownIdCard(app.db, app.storage, request.userId, originOf(request));
      return reply.header('cache-control', 'private, no-store').type(mime).send(data);
    },
  );
};

export default privateDataRoutes;
