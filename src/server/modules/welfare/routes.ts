import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { WelfareApplyRequest, WelfareClaimWire, WelfarePrograms } from '../../../domain/api/welfare';
import { doc, langQuery, responses } from '../../lib/openapi';
import { originOf } from '../audit';
import { welfareService } from './service';

/** Welfare, the author's side (/welfareManage, /welfareManage2). */
const welfareRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const service = welfareService(app.db, options.now);
  const auth = { onRequest: app.authenticate };
  const welfare = (summary: string) => doc('welfare', summary);

  app.get(
    '/v1/welfare.programs',
    { ...auth, schema: { ...welfare('The site’s benefit programs with live progress from the author’s releases, days counted in each program’s zone'), querystring: langQuery, response: responses(WelfarePrograms) } },
    async (request, reply) => reply.ok(await service.programs(request.userId, request.locale)),
  );

  app.post(
    '/v1/welfare.apply',
    { ...auth, schema: { ...welfare('Apply to a program that needs an application: full attendance for the previous month, completion for a finished work'), querystring: langQuery, body: WelfareApplyRequest, response: responses(WelfareClaimWire) } },
    async (request, reply) => reply.ok(await service.apply(request.userId, request.body, request.locale, originOf(request)), 'welfare.appliedOk'),
  );

  app.get(
    '/v1/welfare.claims',
    { ...auth, schema: { ...welfare('Applications and grants with their status and reasons, newest first'), querystring: langQuery, response: responses(Type.Object({ list: Type.Array(WelfareClaimWire) })) } },
    async (request, reply) => reply.ok(await service.claims(request.userId, request.locale)),
  );
};

export default welfareRoutes;
