import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AuthorStatus } from '../../../domain/author';
import { COUNTRY_CODES, countryName } from '../../../domain/countries';
import { policyForSite } from '../../../domain/limits';
import { authorIntroSchema, authorProfileSchema, authorRegistrationSchema } from '../../../domain/schemas/author';
import type { Country, Editor, UserInfo } from '../../../domain/api-types';
import { staff, users } from '../../db/schema';
import { bearer, langQuery, responses } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { readSingleFile } from '../../lib/uploads/multipart';
import { usersRepository } from '../user/users-repository';
import { authorService } from './service';

const userInfo = {
  type: 'object',
  properties: {
    author_status: { type: 'integer', description: '1: signed-up author (full menu); 2: registration under review; 3: registration rejected; 0: not registered' },
    author_name: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'] },
    email: { type: 'string' },
    from_site: { type: ['integer', 'null'] },
    lang: { type: 'string' },
  },
  required: ['author_status', 'author_name', 'avatar', 'email', 'from_site', 'lang'],
};
const anyObject = { type: 'object', additionalProperties: true };
const list = (items: Record<string, unknown>) => ({ type: 'object', properties: { list: { type: 'array', items } }, required: ['list'] });
const formBody = { type: 'object', additionalProperties: true, description: 'checked by the shared Yup schema; each bad field is named in data.fields' };

/** The author's own account: info, registration, profile, intro and ID photo (spec §3, §7). */
const authorRoutes: FastifyPluginAsync = async (app) => {
  const users_ = usersRepository(app.db);
  const service = authorService(app.db, app.storage);
  const auth = { preHandler: app.authenticate };
  const doc = (summary: string, data?: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    tags: ['author'],
    summary,
    querystring: langQuery,
    security: bearer,
    response: responses(data),
    ...extra,
  });

  app.get('/v1/author.info', { ...auth, schema: doc('The signed-in user (spec: User info response)', userInfo) }, async (request, reply) => {
    const row = await users_.withAuthor(request.userId);
    if (!row) throw unauthorized();
    const info: UserInfo = {
      author_status: row.author?.status ?? AuthorStatus.None,
      author_name: row.author?.penName ?? null,
      avatar: row.user.avatarUrl,
      email: row.user.email,
      from_site: row.user.fromSite,
      lang: row.user.lang,
    };
    return reply.ok(info);
  });

  app.get(
    '/v1/author.country',
    { ...auth, schema: doc('Regions to choose from, named in the request language', list({ type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } } })) },
    async (request, reply) => {
      const collator = new Intl.Collator(request.locale);
      const countries: Country[] = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, request.locale) })).sort((a, b) =>
        collator.compare(a.name, b.name),
      );
      return reply.ok({ list: countries });
    },
  );

  app.get(
    '/v1/author.editors',
    {
      ...auth,
      schema: doc(
        'Editors an author can choose at registration; those working in the request language first',
        list({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, languages: { type: 'array', items: { type: 'string' } } } }),
      ),
    },
    async (request, reply) => {
      const rows = await app.db
        .select({ id: staff.id, name: staff.name, languages: staff.languages, disabledAt: staff.disabledAt })
        .from(staff)
        .where(and(eq(staff.role, 'editor'), eq(staff.system, 0)))
        .orderBy(staff.name);
      const editors: Editor[] = rows.filter((r) => !r.disabledAt).map((r) => ({ id: r.id, name: r.name, languages: r.languages.split(',').filter(Boolean) }));
      const speaks = (e: Editor) => (e.languages.includes(request.locale) ? 0 : 1);
      editors.sort((a, b) => speaks(a) - speaks(b));
      return reply.ok({ list: editors });
    },
  );

  app.post('/v1/author.add', { ...auth, schema: doc('Register as an author; staff review it', anyObject, { body: formBody }) }, async (request, reply) => {
    const input = await validate(authorRegistrationSchema, request.body);
    return reply.ok(await service.register(request.userId, input), 'author.register.sent');
  });

  app.get('/v1/author.profile', { ...auth, schema: doc('Author info: profile, registration state and the dashboard figures', anyObject) }, async (request, reply) =>
    reply.ok(await service.profile(request.userId, request.locale)),
  );

  app.post('/v1/author.modify', { ...auth, schema: doc('Edit the author info', undefined, { body: formBody }) }, async (request, reply) => {
    const input = await validate(authorProfileSchema(), request.body);
    await service.modify(request.userId, input);
    return reply.ok(undefined, 'author.modify.done');
  });

  app.get('/v1/author.getAuthorIntro', { ...auth, schema: doc('The author intro: the approved text and the latest version with its review state', anyObject) }, async (request, reply) =>
    reply.ok(await service.intro(request.userId)),
  );

  app.post('/v1/author.introModify', { ...auth, schema: doc('Submit a new intro (20–400 words) for review', anyObject, { body: formBody }) }, async (request, reply) => {
    const input = await validate(authorIntroSchema, request.body);
    const result = await service.modifyIntro(request.userId, input);
    return reply.ok(result, result.status === 'vetting_failed' ? 'author.intro.vettingFailed' : 'author.intro.sent');
  });

  app.post(
    '/v1/author.uploadUserCard',
    { ...auth, schema: doc('Upload the photo of an ID document (multipart field "file"); kept private', anyObject, { consumes: ['multipart/form-data'] }) },
    async (request, reply) => {
      const [user] = await app.db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, request.userId));
      const file = await readSingleFile(request, policyForSite(user?.fromSite).imageMaxBytes);
      return reply.ok(await service.uploadIdCard(request.userId, file), 'upload.succeeded');
    },
  );

  app.get('/v1/author.userCard', { ...auth, schema: { tags: ['author'], summary: 'The signed-in author’s own ID photo', security: bearer } }, async (request, reply) => {
    const { data, mime } = await service.idCard(request.userId);
    return reply.header('cache-control', 'private, no-store').type(mime).send(data);
  });
};

export default authorRoutes;
