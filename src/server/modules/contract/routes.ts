import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyRequest } from 'fastify';
import { Id } from '../../../domain/api/common';
import {
  AutographRequest,
  AutographResult,
  GuardianCodeRequest,
  GuardianCodeSent,
  PopupDismissRequest,
  PopupList,
  SignUrl,
  SigningSession,
} from '../../../domain/api/sign';
import { autographSchema } from '../../../domain/schemas/sign';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { originOf } from '../audit';
import { bearerToken } from '../../lib/bearer-token';
import { deviceHash, sessionsRepository } from '../user';
import { applicationRoutes } from './application';
import { answerRoutes } from './lifecycle';
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
  const signing = signingSessions(app.db, settings);
  const popups = popupService(app.db, settings.now);
  const auth = { onRequest: app.authenticate };
  const sign = (summary: string) => doc('contracts', summary);
  const open = (summary: string) => doc('contracts', summary, 'none');

  const autographRules = withRules(autographSchema);
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

  applicationRoutes(app, settings);
  answerRoutes(app, settings);

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
