import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthorStatus } from '../../../domain/author';
import { COUNTRY_CODES, countryName } from '../../../domain/countries';
import { authorProfileSchema, authorRegistrationSchema } from '../../../domain/schemas/author';
import { ListOf } from '../../../domain/api/common';
import { UserInfo } from '../../../domain/api/session';
import { AuthorProfile, AuthorProfileRequest, AuthorRegistrationRequest, AuthorStatusData, Country, Editor, PersonalRevealed, PersonalRevealRequest } from '../../../domain/api/author';
import { doc, langQuery, responses } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { withRules } from '../../lib/validate';
import { usersRepository } from '../user';
import { originOf } from '../audit';
import { editorsRepository } from './editors-repository';
import { authorProfile, modifyProfile, registerAuthor, revealPersonal } from './service';

/** The signed-in user and their author account: info, the registration form's choices, registration, profile and its personal values. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users_ = usersRepository(app.db);
  const editors_ = editorsRepository(app.db);
  const auth = { onRequest: app.authenticate };
  const author = (summary: string) => ({ ...doc('author', summary), querystring: langQuery });

  app.get('/v1/author.info', { ...auth, schema: { ...author('The signed-in user (spec: User info response)'), response: responses(UserInfo) } }, async (request, reply) => {
    const row = await users_.withAuthor(request.userId);
    if (!row) throw unauthorized();
    return reply.ok({
      author_status: row.author?.status ?? AuthorStatus.None,
      author_name: row.author?.penName ?? null,
      avatar: row.user.avatarUrl,
      email: row.user.email,
      from_site: row.user.fromSite,
      lang: row.user.lang,
      email_verified: row.user.emailVerifiedAt !== null,
    });
  });

  app.get('/v1/author.country', { ...auth, schema: { ...author('Regions to choose from, named in the request language'), response: responses(ListOf(Country)) } }, async (request, reply) => {
    const collator = new Intl.Collator(request.locale);
    const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, request.locale) })).sort((a, b) => collator.compare(a.name, b.name));
    return reply.ok({ list: countries });
  });

  app.get(
    '/v1/author.editors',
    { ...auth, schema: { ...author('Editors an author can choose at registration; those working in the request language first'), response: responses(ListOf(Editor)) } },
    async (request, reply) => {
      const rows = await editors_.editors();
      const editors = rows.filter((r) => !r.disabledAt).map((r) => ({ id: r.id, name: r.name, languages: r.languages.split(',').filter(Boolean) }));
      const speaks = (e: { languages: string[] }) => (e.languages.includes(request.locale) ? 0 : 1);
      editors.sort((a, b) => speaks(a) - speaks(b));
      return reply.ok({ list: editors });
    },
  );

  app.post(
    '/v1/author.add',
    {
      ...auth,
      schema: { ...author('Register as an author; staff review it'), body: AuthorRegistrationRequest, response: responses(AuthorStatusData) },
      ...withRules(authorRegistrationSchema),
    },
    async (request, reply) => reply.ok(await registerAuthor(app.db, request.userId, request.body), 'author.register.sent'),
  );

  app.get('/v1/author.profile', { ...auth, schema: { ...author('Author info: profile, registration state and the dashboard figures'), response: responses(AuthorProfile) } }, async (request, reply) =>
    reply.ok(await authorProfile(app.db, request.userId, request.locale)),
  );

  app.post(
    '/v1/author.modify',
    { ...auth, schema: { ...author('Edit the author info'), body: AuthorProfileRequest, response: responses() }, ...withRules(authorProfileSchema()) },
    async (request, reply) => {
      await modifyProfile(app.db, request.userId, request.body, originOf(request));
      return reply.ok(undefined, 'author.modify.done');
    },
  );

  app.post(
    '/v1/author.personalReveal',
    {
      ...auth,
      // Password guesses: a tight budget per address (the general limiter's per-route form).
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: { ...author('Reveal one personal value in clear after the password again (audited); screens show it masked otherwise'), body: PersonalRevealRequest, response: responses(PersonalRevealed) },
    },
    async (request, reply) => reply.ok(await revealPersonal(app.db, request.userId, request.body.field, request.body.password, app.confirmPassword, originOf(request), request.body.code), 'personal.reveal.done'),
  );
};

export default accountRoutes;
