import { Id } from '../../../../domain/api/common';
import { VerifyResult } from '../../../../domain/api/sign';
import { ApiCode } from '../../../../domain/errors';
import { AppError } from '../../../lib/errors';
import { langQuery, query, responses } from '../../../lib/openapi';
import { originOf } from '../../audit';
import { open, sign, signedIn, type ContractApp } from '../http';
import type { ContractSettings } from '../settings';
import { signedPdf } from './download';
import { verifyPdf } from './verify';

/** The largest PDF sign.verify reads. */
export const VERIFY_MAX_BYTES = 10 * 1024 * 1024;

/** sign.verify reads the PDF itself as the body. */
export function acceptPdfBodies(app: ContractApp) {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/** The author's signed PDF (sign.pdf) and anyone's check of a sealed one (sign.verify). */
export function paperworkRoutes(app: ContractApp, settings: ContractSettings) {
  app.get(
    '/v1/sign.pdf',
    {
      ...signedIn(app),
      schema: {
        ...sign('The author’s signed PDF (sealed once countersigned); every download is in the audit trail'),
        querystring: query({ contract_id: Id('contract id', 4) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { data, filename } = await signedPdf(app.db, settings, request.userId, request.query.contract_id, originOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/pdf')
        .send(data);
    },
  );

  app.post(
    '/v1/sign.verify',
    {
      bodyLimit: VERIFY_MAX_BYTES,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...open(
          'Check a PDF (the request body, application/pdf, at most 10 MB): sealed by this platform, unaltered, and for which contract',
        ),
        consumes: ['application/pdf'],
        querystring: langQuery,
        response: responses(VerifyResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(ApiCode.ValidationFailed, 'sign.verify.notPdf');
      return reply.ok(await verifyPdf(app.db, settings, body, request.locale));
    },
  );
}
