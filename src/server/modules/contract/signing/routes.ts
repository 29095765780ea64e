import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AutographRequest, AutographResult, GuardianCodeRequest, GuardianCodeSent, SignUrl, SigningSession } from '../../../../domain/api/sign';
import { autographSchema } from '../../../../domain/schemas/sign';
import { bearerToken } from '../../../lib/bearer-token';
import { langQuery, query, responses } from '../../../lib/openapi';
import { withRules } from '../../../lib/validate';
import { originOf } from '../../audit';
import { deviceHash, sessionsRepository } from '../../user';
import { bookId, open, sign, signedIn, type ContractApp } from '../http';
import type { ContractSettings } from '../settings';
import { autograph } from './autograph';
import { guardianCode } from './guardian-code';
import { signUrl } from './sign-url';
import { signingPage } from './signing-page';
import type { SignerClient } from './signer';

/**
 * The signing dialog's address (sign.signUrl, for the signed-in author) and the signing page's
 * calls (sign.session, sign.guardianCode, sign.autograph), which take the link's token and read
 * the sign-in if there is one.
 */
export function signingRoutes(app: ContractApp, settings: ContractSettings) {
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

  app.get(
    '/v1/sign.signUrl',
    {
      ...signedIn(app),
      schema: {
        ...sign('The signing dialog’s address, valid one hour; 4009 when nothing waits for the author’s signature'),
        querystring: query({ book_id: bookId() }),
        response: responses(SignUrl),
      },
    },
    async (request, reply) => reply.ok(await signUrl(app.db, settings, request.userId, request.query.book_id, originOf(request))),
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
      reply.ok(await signingPage(app.db, settings, request.query.token, request.query.lang, await signerClient(request))),
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
      reply.ok(await guardianCode(app.db, settings, request.body.token, await signerClient(request), originOf(request)), 'sign.code.sent'),
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
      const result = await autograph(app.db, settings, request.body, await signerClient(request), originOf(request));
      return reply.ok(result, 'sign.signed');
    },
  );
}
