import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ReleaseFeed } from '../../../domain/api/release-feed';
import { IdCursor } from '../../../domain/api/cursor';
import { doc, query, responses } from '../../lib/openapi';
import { callerKey } from '../../plugins/rate-limit';
import { readReleaseFeed } from './read';

/** Events per answer at most: each released chapter carries its whole text twice (HTML and plain), up to some 40 KB. */
export const RELEASE_PAGE_MAX = 200;
const RELEASE_PAGE_DEFAULT = 50;

/** The reader site's side of the works: what it must mirror (ARCHITECTURE.md "The platform API"). */
const releaseFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/v1/release.feed',
    {
      onRequest: app.platformScope('content'),
      config: { rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: callerKey('platform') } },
      schema: {
        ...doc(
          'platform',
          'What the key’s sites’ readers may see, after `cursor`, in the order it committed: novels created and changed, chapters released (scheduled ones when their time comes), updates approved after review, chapters deleted, novels finished; each event carries the novel and the chapter as they are now',
          'staff',
        ),
        querystring: query({
          cursor: Type.Optional(IdCursor('integer', 'the `cursor` of the previous answer (0 or none: from the start)', 2048, { from: 0 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RELEASE_PAGE_MAX, default: RELEASE_PAGE_DEFAULT, description: `events per answer, at most ${RELEASE_PAGE_MAX}` })),
        }),
        response: responses(ReleaseFeed),
      },
    },
    async (request, reply) =>
      reply.ok(await readReleaseFeed(app.db, request.query.cursor ?? 0, request.query.limit ?? RELEASE_PAGE_DEFAULT, request.platformKeySites, app.storage.urlFor)),
  );
};

export default releaseFeedRoutes;
