import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { policyForSite } from '../../../domain/limits';
import { parseSiteId } from '../../../domain/sites';
import { SiteConfig, SitePolicyWire } from '../../../domain/api/site';
import { doc, langQuery, query, responses } from '../../lib/openapi';

/** The limits in force for a site, so the portal checks what the server will. */
const siteRoutes: FastifyPluginAsyncTypebox<{ mobileLoginUrl: string }> = async (app, { mobileLoginUrl }) => {
  app.get(
    '/v1/site.config',
    { schema: { ...doc('site', 'What the portal needs before sign-in: where phones are sent', 'none'), querystring: langQuery, response: responses(SiteConfig) } },
    async (_request, reply) => reply.ok({ mobile_login_url: mobileLoginUrl }),
  );

  app.get(
    '/v1/site.policy',
    {
      schema: {
        ...doc('site', 'Effective limits for a site id (500-566); the default for any other', 'none'),
        querystring: query({ site: Type.Optional(Type.String({ maxLength: 12, description: 'site id', examples: ['511'] })) }),
        response: responses(SitePolicyWire),
      },
    },
    async (request, reply) => reply.ok(policyForSite(parseSiteId(request.query.site))),
  );
};

export default siteRoutes;
