import { ContractIdRequest, ContractView, DeclineChangeRequest } from '../../../../domain/api/sign';
import { declineChangeSchema } from '../../../../domain/schemas/sign';
import { langQuery, responses } from '../../../lib/openapi';
import { withRules } from '../../../lib/validate';
import { originOf } from '../../audit';
import { sign, signedIn, type ContractApp } from '../http';
import type { ContractSettings } from '../settings';
import { answerAsAuthor } from './author-answer';

/** The author's answer to the editor's change of terms: accept, or decline with a reason. */
export function answerRoutes(app: ContractApp, settings: ContractSettings) {
  const auth = signedIn(app);

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
        await answerAsAuthor(app.db, settings, request.userId, request.body.contract_id, true, null, originOf(request)),
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
        await answerAsAuthor(app.db, settings, request.userId, request.body.contract_id, false, request.body.reason, originOf(request)),
        'contract.change.declined',
      ),
  );
}
