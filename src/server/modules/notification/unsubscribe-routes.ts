import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { doc } from '../../lib/openapi';
import { readerOf, readUnsubscribeToken, unsubscribe, unsubscribePage, UNSUBSCRIBE_PATH } from './unsubscribe';

const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 256, description: 'the signed token of the mail’s unsubscribe link' })) });
const html = { 200: Type.String({ description: 'a small page in the account’s language' }), 404: Type.String({ description: 'the page saying the link is not valid' }) };

/**
 * The mails' one-click unsubscribe address: GET shows a page that asks (mail scanners open links),
 * POST — a mail client's `List-Unsubscribe=One-Click`, or the page's button — turns the kind off.
 */
const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Mail clients send the one-click POST as a form (RFC 8058); its fields say nothing the token does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { ...doc('notification', 'The page of a mail’s unsubscribe link: asks whether to stop that kind of notice by mail (no sign-in)', 'none'), querystring: TokenQuery, produces: ['text/html'], response: html } },
    async (request, reply) => {
      const target = readUnsubscribeToken(request.query.token);
      const { lang, site } = await readerOf(app.db, target?.userId);
      noStore(reply);
      return reply
        .code(target ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(target ? 'ask' : 'invalid', lang, site, target?.kind, request.query.token));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { ...doc('notification', 'One-click unsubscribe (RFC 8058): that kind of notice no longer comes by mail (no sign-in)', 'none'), querystring: TokenQuery, produces: ['text/html'], response: html } },
    async (request, reply) => {
      const done = await unsubscribe(app.db, request.query.token);
      const { lang, site } = await readerOf(app.db, done?.userId);
      noStore(reply);
      return reply
        .code(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(done ? 'done' : 'invalid', lang, site, done?.kind));
    },
  );
};

export default unsubscribeRoutes;
