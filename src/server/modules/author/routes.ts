import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { AuthorStatus } from '../../../domain/author';
import { COUNTRY_CODES, countryName } from '../../../domain/countries';
import { policyForSite } from '../../../domain/limits';
import { authorIntroSchema, authorProfileSchema, authorRegistrationSchema } from '../../../domain/schemas/author';
import { ListOf } from '../../../domain/api/common';
import { UserInfo } from '../../../domain/api/session';
import {
  AuthorIntroRequest,
  AuthorIntroState,
  AuthorIntroSubmitted,
  AuthorProfile,
  AuthorProfileRequest,
  AuthorRegistrationRequest,
  AuthorStatusData,
  Country,
  Editor,
  IdCardUploaded,
  PersonalRevealed,
  PersonalRevealRequest,
} from '../../../domain/api/author';
import { authors, staff, users } from '../../db/schema';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { withRules } from '../../lib/validate';
import { readSingleFile } from '../../lib/storage/multipart';
import { usersRepository } from '../user';
import { authorService } from './service';
import { auditEntries, originOf } from '../audit';
import { AuditTrailPage } from '../../../domain/api/notifications';
import Type from 'typebox';
import { inArray } from 'drizzle-orm';
import { IdCursor } from '../../../domain/api/cursor';

/** The author's own account: info, registration, profile, intro and ID photo. */
const authorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users_ = usersRepository(app.db);
  const service = authorService(app.db, app.storage);
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
      const rows = await app.db
        .select({ id: staff.id, name: staff.name, languages: staff.languages, disabledAt: staff.disabledAt })
        .from(staff)
        .where(and(eq(staff.role, 'editor'), eq(staff.system, 0)))
        .orderBy(staff.name);
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
    async (request, reply) => reply.ok(await service.register(request.userId, request.body), 'author.register.sent'),
  );

  app.get('/v1/author.profile', { ...auth, schema: { ...author('Author info: profile, registration state and the dashboard figures'), response: responses(AuthorProfile) } }, async (request, reply) =>
    reply.ok(await service.profile(request.userId, request.locale)),
  );

  app.post(
    '/v1/author.modify',
    { ...auth, schema: { ...author('Edit the author info'), body: AuthorProfileRequest, response: responses() }, ...withRules(authorProfileSchema()) },
    async (request, reply) => {
      await service.modify(request.userId, request.body, originOf(request));
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
    async (request, reply) => reply.ok(await service.reveal(request.userId, request.body.field, request.body.password, app.confirmPassword, originOf(request)), 'personal.reveal.done'),
  );

  app.get(
    '/v1/author.getAuthorIntro',
    { ...auth, schema: { ...author('The author intro: the approved text and the latest version with its review state'), response: responses(AuthorIntroState) } },
    async (request, reply) => reply.ok(await service.intro(request.userId)),
  );

  app.post(
    '/v1/author.introModify',
    {
      ...auth,
      schema: { ...author('Submit a new intro (20–400 words) for review'), body: AuthorIntroRequest, response: responses(AuthorIntroSubmitted) },
      ...withRules(authorIntroSchema),
    },
    async (request, reply) => {
      const result = await service.modifyIntro(request.userId, request.body);
      return reply.ok(result, result.status === 'vetting_failed' ? 'author.intro.vettingFailed' : 'author.intro.sent');
    },
  );

  app.post(
    '/v1/author.uploadUserCard',
    {
      ...auth,
      schema: { ...author('Upload the photo of an ID document (multipart field "file"); kept private'), consumes: ['multipart/form-data'], response: responses(IdCardUploaded) },
    },
    async (request, reply) => {
      const [user] = await app.db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, request.userId));
      const file = await readSingleFile(request, policyForSite(user?.fromSite).imageMaxBytes);
      return reply.ok(await service.uploadIdCard(request.userId, file, originOf(request)), 'upload.succeeded');
    },
  );

  app.get(
    '/v1/author.auditTrail',
    {
      ...auth,
      schema: {
        ...doc('author', 'Who viewed or changed my sensitive data (ID photo, profile, payee and contract data) and when, newest first'),
        querystring: query({ cursor: Type.Optional(IdCursor('bigint', 'the last id of the previous page', 280)) }),
        response: responses(AuditTrailPage),
      },
    },
    async (request, reply) => {
      const rows = await auditEntries(app.db, { subjectUserId: request.userId }, request.query.cursor, 51);
      const page = rows.slice(0, 50);
      const staffIds = [...new Set(page.filter((r) => r.actorKind === 'staff' && r.actorId !== null).map((r) => r.actorId!))];
      const members = staffIds.length ? await app.db.select({ id: staff.id, name: staff.name, system: staff.system }).from(staff).where(inArray(staff.id, staffIds)) : [];
      const [me] = await app.db.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, request.userId));
      return reply.ok({
        list: page.map((r) => {
          const member = members.find((m) => m.id === r.actorId);
          const actor =
            r.actorKind === 'author' && r.actorId === request.userId
              ? ('you' as const)
              : r.actorKind === 'staff'
                ? member && member.id === me?.editorId
                  ? ('editor' as const)
                  : ('staff' as const)
                : r.actorKind === 'platform'
                  ? ('platform' as const)
                  : ('system' as const);
          return { id: r.id, actor, actor_name: actor === 'editor' || actor === 'staff' ? (member?.system ? null : (member?.name ?? null)) : null, action: r.action, subject: r.subjectKind, created_at: r.createdAt.toISOString() };
        }),
        next_cursor: rows.length > 50 ? page[page.length - 1].id : null,
      });
    },
  );

  app.get(
    '/v1/author.userCard',
    { ...auth, schema: { ...author('The signed-in author’s own ID photo (an image, never cached)'), produces: ['image/jpeg', 'image/webp'] } },
    async (request, reply) => {
      const { data, mime } = await service.idCard(request.userId, originOf(request));
      return reply.header('cache-control', 'private, no-store').type(mime).send(data);
    },
  );
};

export default authorRoutes;
