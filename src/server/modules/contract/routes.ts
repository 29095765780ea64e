import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { Id } from '../../../domain/api/common';
import {
  AutographRequest,
  AutographResult,
  ContractIdRequest,
  ContractList,
  ContractView,
  DeclineChangeRequest,
  GuardianCodeRequest,
  GuardianCodeSent,
  IdPhotoQuery,
  IdPhotoUploaded,
  PopupDismissRequest,
  PopupList,
  SignEligibility,
  SignAddInfoRequest,
  SignApplicationValues,
  SignInfo,
  SignRevealRequest,
  SignSubmitRequest,
  SignSubmitted,
  SignUrl,
  SigningSession,
} from '../../../domain/api/sign';
import { autographSchema, declineChangeSchema, signApplicationSchema, signRevealSchema } from '../../../domain/schemas/sign';
import { policyForSite } from '../../../domain/limits';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { readSingleFile } from '../../lib/storage/multipart';
import { originOf } from '../audit';
import { bearerToken } from '../../lib/bearer-token';
import { callerKey } from '../../plugins/rate-limit';
import { deviceHash, sessionsRepository } from '../user';
import { contractService } from './service';
import { signingSessions, type SignerClient } from './signing/sessions';
import { acceptPdfBodies, paperworkRoutes } from './paperwork';
import { popupService } from './popups';
import type { ContractSettings } from './settings';

const bookId = (description = 'novel id') => Id(description, 12);

/**
 * Contracts, the author's side (/signing, /mySignInfo, /mySignUp; sign.signUrl, sign.submit,
 * sign.autograph) and the popups that lead there. The signing page's calls
 * (sign.session, sign.guardianCode, sign.autograph) take the link's token and read the sign-in if
 * there is one (the author's link needs the author's own; the guardian's must not be signed from
 * it); sign.verify needs nothing.
 */
const contractRoutes: FastifyPluginAsyncTypebox<{ settings: ContractSettings }> = async (app, { settings }) => {
  const service = contractService(app.db, settings);
  const signing = signingSessions(app.db, settings);
  const popups = popupService(app.db, settings.now);
  const auth = { onRequest: app.authenticate };
  const sign = (summary: string) => doc('contracts', summary);
  const open = (summary: string) => doc('contracts', summary, 'none');

  const autographRules = withRules(autographSchema);
  const revealRules = withRules(signRevealSchema);
  const sessions = sessionsRepository(app.db);

  /** Who is at the signing page: the sign-in it carries (a stale one counts as none), network, browser, device. */
  async function signerClient(request: FastifyRequest): Promise<SignerClient> {
    const token = bearerToken(request);
    const userAgent = request.headers['user-agent'];
    return {
      userId: token ? await sessions.userIdFor(token) : null,
      ip: request.ip ?? null,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
      deviceHash: deviceHash(request.headers['x-device-id']),
    };
  }

  acceptPdfBodies(app);

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
    async (request, reply) => reply.ok(await service.eligibility(request.userId, request.query.original_book_id)),
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
      const [who] = await app.db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, request.userId));
      const file = await readSingleFile(request, policyForSite(who?.fromSite).imageMaxBytes);
      return reply.ok(
        await service.uploadIdPhoto(request.userId, file, request.query.party, request.query.side, originOf(request)),
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
      ...withRules(signApplicationSchema, (request) => service.signContext(request.userId)),
    },
    async (request, reply) => {
      const result = await service.submit(request.userId, request.body as never, originOf(request));
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
    async (request, reply) => reply.ok(await service.addInfo(request.userId, request.body, originOf(request)), 'contract.apply.sent'),
  );

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
      await app.confirmPassword(request.userId, request.body.password, request.ip ?? '');
      return reply.ok(await service.reveal(request.userId, request.body.original_book_id, originOf(request)), 'personal.reveal.done');
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
    async (request, reply) => reply.ok(await service.info(request.userId, request.query.book_id)),
  );

  app.get(
    '/v1/sign.contracts',
    {
      ...auth,
      schema: { ...sign('Every contract of the author (/mySignUp)'), querystring: langQuery, response: responses(ContractList) },
    },
    async (request, reply) => reply.ok(await service.contracts(request.userId)),
  );

  app.post(
    '/v1/sign.acceptChange',
    {
      ...auth,
      schema: {
        ...sign('Accept the editor’s change of terms; signing starts again under the new terms'),
        querystring: langQuery,
        body: ContractIdRequest,
        response: responses(ContractView),
      },
    },
    async (request, reply) =>
      reply.ok(
        await service.answerChange(request.userId, request.body.contract_id, true, null, originOf(request)),
        'contract.change.accepted',
      ),
  );

  app.post(
    '/v1/sign.declineChange',
    {
      ...auth,
      schema: {
        ...sign('Decline the editor’s change of terms, with a reason; signing starts again under the terms as they were'),
        querystring: langQuery,
        body: DeclineChangeRequest,
        response: responses(ContractView),
      },
      ...withRules(declineChangeSchema),
    },
    async (request, reply) =>
      reply.ok(
        await service.answerChange(request.userId, request.body.contract_id, false, request.body.reason, originOf(request)),
        'contract.change.declined',
      ),
  );

  app.get(
    '/v1/sign.signUrl',
    {
      ...auth,
      schema: {
        ...sign('The signing dialog’s address, valid one hour; 4009 when nothing waits for the author’s signature'),
        querystring: query({ book_id: bookId() }),
        response: responses(SignUrl),
      },
    },
    async (request, reply) => reply.ok(await signing.signUrl(request.userId, request.query.book_id, originOf(request))),
  );

  app.get(
    '/v1/sign.session',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...open(
          'What the signing page shows its signer, by the link’s token: clauses with plain-language summaries and the key terms, in the requested language. The author’s link answers only to the author’s own sign-in (5005 without one, 4003 for another account)',
        ),
        querystring: query({ token: Type.String({ maxLength: 128, description: 'the link’s token', examples: ['3q2…'] }) }),
        response: responses(SigningSession),
      },
    },
    async (request, reply) =>
      reply.ok(await signing.session(request.query.token, request.query.lang, await signerClient(request))),
  );

  app.post(
    '/v1/sign.guardianCode',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        ...open(
          'Mail the guardian a one-time code to sign with, to the address their link went to (at most one a minute, a few per link); never from the author’s session',
        ),
        querystring: langQuery,
        body: GuardianCodeRequest,
        response: responses(GuardianCodeSent),
      },
    },
    async (request, reply) =>
      reply.ok(await signing.guardianCode(request.body.token, await signerClient(request), originOf(request)), 'sign.code.sent'),
  );

  app.post(
    '/v1/sign.autograph',
    {
      ...autographRules,
      config: { ...autographRules.config, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...open(
          'Sign through a link: the signature image and the confirmed intent; the author signs only from their own sign-in, the guardian with the code mailed to them (sign.guardianCode), once',
        ),
        querystring: langQuery,
        body: AutographRequest,
        response: responses(AutographResult),
      },
    },
    async (request, reply) => {
      const result = await signing.autograph(request.body, await signerClient(request), originOf(request));
      return reply.ok(result, 'sign.signed');
    },
  );

  paperworkRoutes(app, settings);

  app.get(
    '/v1/author.popupList',
    {
      ...auth,
      schema: {
        ...doc('author', 'The author’s pending popups, from their real state'),
        querystring: langQuery,
        response: responses(PopupList),
      },
    },
    async (request, reply) => reply.ok({ list: await popups.list(request.userId, request.locale) }),
  );

  app.post(
    '/v1/author.popupDismiss',
    {
      ...auth,
      schema: {
        ...doc('author', 'Close a popup type until the given time (the author’s next local midnight)'),
        querystring: langQuery,
        body: PopupDismissRequest,
        response: responses(),
      },
    },
    async (request, reply) => {
      await popups.dismiss(request.userId, request.body.type, request.body.until);
      return reply.ok(undefined, 'popup.dismissed');
    },
  );
};

export default contractRoutes;
