import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayeeInfo, PayeeRevealRequest, PayeeSaveRequest, PayeeSaved, PayeeValues } from '../../../domain/api/payee';
import { payeeRevealSchema, payeeSaveSchema } from '../../../domain/schemas/payee';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { originOf } from '../audit';
import { payeeService, type PayeeChanged } from './service';
import { payeesRepository } from './payees-repository';
import { callerKey } from '../../plugins/rate-limit';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Payee details, the author's side (/salaryManage/salaryManageInfo): read masked, save with the
 * password (a change holds payouts for the site's cooling-off days), reveal with the password.
 */
const payeeRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date; onChanged: PayeeChanged }> = async (app, options) => {
  const service = payeeService(app.db, { ...options, notices: app.notices, confirmPassword: app.confirmPassword });
  const auth = { onRequest: app.authenticate };
  const payee = (summary: string) => doc('payee', summary);
  /**
   * Domain rules plus a tight budget of requests per session (10 in 15 minutes, keyed by the
   * token's hash). Wrong passwords themselves count against the account with failed sign-ins
   * (app.confirmPassword), so switching sessions buys a guesser nothing.
   */
  const withPassword = (rules: ReturnType<typeof withRules>) => ({
    ...rules,
    config: {
      ...rules.config,
      rateLimit: {
        max: 10,
        timeWindow: 15 * 60_000,
        keyGenerator: callerKey('payee-password'),
      },
    },
  });

  app.get(
    '/v1/payee.info',
    { ...auth, schema: { ...payee('Payee details, masked to their last four characters, with any payout hold and the history of changes'), querystring: langQuery, response: responses(PayeeInfo) } },
    async (request, reply) => reply.ok(await service.info(request.userId)),
  );

  app.post(
    '/v1/payee.save',
    {
      ...auth,
      schema: {
        ...payee('Save payee details with the password again; a change holds payouts for the site’s cooling-off days and is mailed to the account'),
        querystring: langQuery,
        body: PayeeSaveRequest,
        response: responses(PayeeSaved),
      },
      ...withPassword(
        withRules(payeeSaveSchema, async (request) => {
          return { country: (await payeesRepository(app.db).country(request.userId)) || null };
        }),
      ),
    },
    async (request, reply) => {
      const saved = await service.save(request.userId, request.body as never, {
        ...originOf(request),
        userAgent: header(request.headers['user-agent']),
        deviceId: header(request.headers['x-device-id']),
      });
      return reply.ok(saved, 'payee.saved');
    },
  );

  app.post(
    '/v1/payee.reveal',
    {
      ...auth,
      schema: { ...payee('Payee details in clear for this answer only, after the password again (audited)'), querystring: langQuery, body: PayeeRevealRequest, response: responses(PayeeValues) },
      ...withPassword(withRules(payeeRevealSchema)),
    },
    async (request, reply) => reply.ok(await service.reveal(request.userId, request.body.password, originOf(request), request.body.code), 'personal.reveal.done'),
  );
};

export default payeeRoutes;
