import {
  ContractList,
  IdPhotoQuery,
  IdPhotoUploaded,
  SignAddInfoRequest,
  SignApplicationValues,
  SignEligibility,
  SignInfo,
  SignRevealRequest,
  SignSubmitRequest,
  SignSubmitted,
} from '../../../../domain/api/sign';
import { policyForSite } from '../../../../domain/limits';
import { signApplicationSchema, signRevealSchema } from '../../../../domain/schemas/sign';
import { langQuery, query, responses } from '../../../lib/openapi';
import { readSingleFile } from '../../../lib/storage/multipart';
import { withRules } from '../../../lib/validate';
import { contractsRepository } from '../repository';
import { callerKey } from '../../../plugins/rate-limit';
import { originOf } from '../../audit';
import { bookId, sign, signedIn, type ContractApp } from '../http';
import type { ContractSettings } from '../settings';
import { addInfo, eligibility, signContext, submit } from './apply';
import { authorContracts, signInfo } from './author-views';
import { reveal, uploadIdPhoto } from './personal-data';

/** The author's routes of the application (/signing, /mySignInfo, /mySignUp), in the order the API lists them. */
export function applicationRoutes(app: ContractApp, settings: ContractSettings) {
  applyRoutes(app, settings);
  applicationReadRoutes(app, settings);
}

/** The checklist, the ID photos, the application and the answer to a request for information. */
function applyRoutes(app: ContractApp, settings: ContractSettings) {
  const auth = signedIn(app);

  app.get(
    '/v1/sign.eligibility',
    {
      ...auth,
      schema: {
        ...sign('The checklist before applying for a work’s contract, and its latest application (the tracker)'),
        querystring: query({ original_book_id: bookId() }),
        response: responses(SignEligibility),
      },
    },
    async (request, reply) => reply.ok(await eligibility(app.db, settings, request.userId, request.query.original_book_id)),
  );

  app.post(
    '/v1/sign.uploadIdPhoto',
    {
      ...auth,
      schema: {
        ...sign(
          'Upload a photo of an ID document for the application (multipart field "file"); kept private; pass its upload_id in sign.submit',
        ),
        consumes: ['multipart/form-data'],
        querystring: query(IdPhotoQuery),
        response: responses(IdPhotoUploaded),
      },
    },
    async (request, reply) => {
      const who = await contractsRepository(app.db).site(request.userId);
      const file = await readSingleFile(request, policyForSite(who?.fromSite).imageMaxBytes);
      return reply.ok(
        await uploadIdPhoto(app.db, settings, request.userId, file, request.query.party, request.query.side, originOf(request)),
        'upload.succeeded',
      );
    },
  );

  app.post(
    '/v1/sign.submit',
    {
      ...auth,
      schema: {
        ...sign('Apply for a contract; sent again while the editor asks for information, it updates the application'),
        querystring: langQuery,
        body: SignSubmitRequest,
        response: responses(SignSubmitted),
      },
      ...withRules(signApplicationSchema, (request) => signContext(app.db, settings, request.userId)),
    },
    async (request, reply) => {
      const result = await submit(app.db, settings, request.userId, request.body as never, originOf(request));
      return reply.ok(result, 'contract.apply.sent');
    },
  );

  app.post(
    '/v1/sign.addInfo',
    {
      ...auth,
      schema: {
        ...sign(
          'Answer the editor’s request for information: the fields given replace the stored ones (the fields the editor named must be among them), the rest is kept; back to pending',
        ),
        querystring: langQuery,
        body: SignAddInfoRequest,
        response: responses(SignSubmitted),
      },
    },
    async (request, reply) =>
      reply.ok(await addInfo(app.db, settings, request.userId, request.body, originOf(request)), 'contract.apply.sent'),
  );
}

/** The application in clear (after the password), a work's application and contract, every contract. */
function applicationReadRoutes(app: ContractApp, settings: ContractSettings) {
  const auth = signedIn(app);
  const revealRules = withRules(signRevealSchema);

  app.post(
    '/v1/sign.reveal',
    {
      ...auth,
      schema: {
        ...sign('The work’s application in clear for this answer only, after the password again (audited); screens show it masked otherwise'),
        querystring: langQuery,
        body: SignRevealRequest,
        response: responses(SignApplicationValues),
      },
      // Wrong passwords count against the account with failed sign-ins (app.confirmPassword); a
      // tight budget per session besides, as for the payee details.
      ...revealRules,
      config: { ...revealRules.config, rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator: callerKey('sign-reveal') } },
    },
    async (request, reply) => {
      await app.confirmPassword(request.userId, request.body.password, request.ip ?? '', 'password', { code: request.body.code });
      return reply.ok(await reveal(app.db, request.userId, request.body.original_book_id, originOf(request)), 'personal.reveal.done');
    },
  );

  app.get(
    '/v1/sign.info',
    {
      ...auth,
      schema: {
        ...sign('A work’s application (personal values masked) and contract, with its history'),
        querystring: query({ book_id: bookId() }),
        response: responses(SignInfo),
      },
    },
    async (request, reply) => reply.ok(await signInfo(app.db, settings, request.userId, request.query.book_id)),
  );

  app.get(
    '/v1/sign.contracts',
    {
      ...auth,
      schema: { ...sign('Every contract of the author (/mySignUp)'), querystring: langQuery, response: responses(ContractList) },
    },
    async (request, reply) => reply.ok(await authorContracts(app.db, request.userId)),
  );
}
