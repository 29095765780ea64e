import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { BookOptions, CategoryList, ContestList, SectionList } from '../../../domain/api/novels';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { referenceData } from './reference';

/** What the novel form chooses from: language sections, categories, genres and tags, ratings, contests. */
const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reference = referenceData(app.db);
  const auth = { onRequest: app.authenticate };
  const novels = (summary: string) => doc('novels', summary);

  app.get(
    '/v1/writeCenter.bookSection',
    { ...auth, schema: { ...novels('Language sections a novel is written in (spec: lang, section_name, section_id)'), querystring: langQuery, response: responses(SectionList) } },
    async (request, reply) => reply.ok({ list: reference.sections(request.locale) }),
  );

  app.get('/v1/writeCenter.bookSubClass', { ...auth, schema: { ...novels('Categories and their sub-categories'), querystring: langQuery, response: responses(CategoryList) } }, async (request, reply) =>
    reply.ok({ list: await reference.categories(request.locale) }),
  );

  app.get(
    '/v1/writeCenter.bookOptions',
    { ...auth, schema: { ...novels('Genres, tag categories and labels (starred ones need a label), content ratings and open contests'), querystring: langQuery, response: responses(BookOptions) } },
    async (request, reply) => reply.ok(await reference.options(request.locale)),
  );

  app.get(
    '/v1/writeCenter.contestList',
    {
      ...auth,
      schema: {
        ...novels('Contests, open ones first (?all=1 for ended ones too)'),
        querystring: query({ all: Type.Optional(Type.String({ maxLength: 1, examples: ['1'] })) }),
        response: responses(ContestList),
      },
    },
    async (request, reply) => {
      const list = await reference.contests(request.locale, new Date(), { openOnly: request.query.all !== '1' });
      return reply.ok({ list: list.sort((a, b) => Number(b.open) - Number(a.open)) });
    },
  );
};

export default referenceRoutes;
