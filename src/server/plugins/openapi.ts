import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI document at /v1/openapi.json and a readable page at /v1/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: "Writers' Center API",
          version: '1.2.0',
          description:
            'Every response is the envelope { code, desc, data? }; code 200 is success. Every request may carry the query `lang`; `desc` is translated into it.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
