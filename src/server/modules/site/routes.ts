import type { FastifyPluginAsync } from 'fastify';
import { policyForSite } from '../../../domain/limits';
import { parseSiteId } from '../../../domain/sites';
import { responses } from '../../lib/openapi';

const range = { type: 'object', properties: { min: { type: 'integer' }, max: { type: 'integer' } }, required: ['min', 'max'] };

/** The limits in force for a site, so the portal checks what the server will. */
const siteRoutes: FastifyPluginAsync<{ mobileLoginUrl: string }> = async (app, { mobileLoginUrl }) => {
  app.get(
    '/v1/site.config',
    {
      schema: {
        tags: ['site'],
        summary: 'What the portal needs before sign-in: where phones are sent (spec §1)',
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: responses({ type: 'object', properties: { mobile_login_url: { type: 'string' } }, required: ['mobile_login_url'] }),
      },
    },
    async (_request, reply) => reply.ok({ mobile_login_url: mobileLoginUrl }),
  );

  app.get(
    '/v1/site.policy',
    {
      schema: {
        tags: ['site'],
        summary: 'Effective limits for a site id (500-566); the default without one',
        querystring: { type: 'object', properties: { site: { type: 'string' }, lang: { type: 'string' } } },
        response: responses({
          type: 'object',
          properties: {
            bookTitleWords: range,
            chapterTitleWords: range,
            chapterContentWords: range,
            imageMaxBytes: { type: 'integer' },
            smallImageMaxBytes: { type: 'integer' },
            signingWordThreshold: { type: 'integer' },
          },
        }),
      },
    },
    async (request, reply) => reply.ok(policyForSite(parseSiteId((request.query as { site?: string }).site))),
  );
};

export default siteRoutes;
