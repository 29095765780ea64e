import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { DeletionScheduleRequest, DeletionState } from '../../../domain/api/account-lifecycle';
import { deletionScheduleSchema } from '../../../domain/schemas/account-lifecycle';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { originOf } from '../audit';
import type { AccountDeletion } from './account-deletion';
import type { Caller } from './account-security';

const callerOf = (request: FastifyRequest): Caller => ({ userId: request.userId, sessionId: request.sessionId, ip: request.ip, origin: originOf(request) });

/** Deleting the account: its state, scheduling it (after the password), and undoing it while it can be. */
const deletionRoutes: FastifyPluginAsyncTypebox<{ deletion: AccountDeletion }> = async (app, { deletion }) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/v1/user.deletion',
    { ...auth, schema: { ...doc('user', 'The account’s pending deletion, if any: when it was asked for, until when signing in can undo it, when it is completed'), querystring: langQuery, response: responses(DeletionState) } },
    async (request, reply) => reply.ok(await deletion.state(request.userId)),
  );

  app.post(
    '/v1/user.deletionSchedule',
    {
      ...auth,
      schema: {
        ...doc('user', 'Schedule the account’s deletion, given the password: every session is signed out; signing in within 14 days can undo it; it is completed by day 30. The published works are removed or kept under the pen name'),
        querystring: langQuery,
        body: DeletionScheduleRequest,
        response: responses(DeletionState),
      },
      // The rules run in the service beside the password's check, so one answer names every wrong field.
      config: withRules(deletionScheduleSchema).config,
    },
    async (request, reply) => reply.ok(await deletion.schedule(callerOf(request), request.body), 'account.deletion.scheduled'),
  );

  app.post(
    '/v1/user.deletionUndo',
    { ...auth, schema: { ...doc('user', 'Undo the account’s pending deletion (within 14 days of asking); 4004 when none is pending'), querystring: langQuery, body: Type.Object({}), response: responses(DeletionState) } },
    async (request, reply) => reply.ok(await deletion.undo(callerOf(request)), 'account.deletion.undone'),
  );
};

export default deletionRoutes;
