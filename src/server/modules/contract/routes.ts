import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PopupDismissRequest, PopupList } from '../../../domain/api/sign';
import { doc, langQuery, responses } from '../../lib/openapi';
import { applicationRoutes } from './application';
import { signedIn, type ContractApp } from './http';
import { answerRoutes } from './lifecycle';
import { acceptPdfBodies, paperworkRoutes } from './paperwork';
import { popupService } from './popups';
import type { ContractSettings } from './settings';
import { signingRoutes } from './signing';

/**
 * Contracts, the author's side (/signing, /mySignInfo, /mySignUp; sign.signUrl, sign.submit,
 * sign.autograph) and the popups that lead there. The signing page's calls
 * (sign.session, sign.guardianCode, sign.autograph) take the link's token and read the sign-in if
 * there is one (the author's link needs the author's own; the guardian's must not be signed from
 * it); sign.verify needs nothing. Each job registers its own routes, on this one plugin, in the
 * order the API lists them.
 */
const contractRoutes: FastifyPluginAsyncTypebox<{ settings: ContractSettings }> = async (app, { settings }) => {
  acceptPdfBodies(app);
  applicationRoutes(app, settings);
  answerRoutes(app, settings);
  signingRoutes(app, settings);
  paperworkRoutes(app, settings);
  popupRoutes(app, settings);
};

/** The author's popups, from their real state (popups.ts). */
function popupRoutes(app: ContractApp, settings: ContractSettings) {
  const popups = popupService(app.db, settings.now);

  app.get(
    '/v1/author.popupList',
    {
      ...signedIn(app),
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
      ...signedIn(app),
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
}

export default contractRoutes;
