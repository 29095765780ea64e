import fp from 'fastify-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Type from 'typebox';
import { MIGRATIONS_DIR, type Database } from '../db/client';
import { appliedMigrations } from '../db/statistics';
import { checkDataKeys, missingKeysReason } from '../lib/crypto/key-registry';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')], { examples: ['ok'] }),
  /** why not ready */
  reason: Type.Optional(Type.String({ examples: ['database unreachable'] })),
});
const NoQuery = Type.Object({}, { additionalProperties: false });

/** Migrations this build carries: /readyz is ready once the database has applied them all. */
const expectedMigrations = (() => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
})();

/**
 * For load balancers, outside /v1 and without the envelope: `GET /healthz` answers while the
 * process runs; `GET /readyz` only while the database answers, has every migration of this build
 * and holds its personal data under keys this instance holds (lib/crypto/key-registry.ts), and not
 * while the process shuts down (so a balancer drains it first).
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    const schema = (summary: string) => ({
      summary,
      tags: ['operations'],
      querystring: NoQuery,
      response: { 200: Health, 503: Health },
    });

    app.get('/healthz', { schema: schema('The process is up') }, async () => ({ status: 'ok' as const }));

    app.get(
      '/readyz',
      { schema: schema('The database answers, has every migration of this build and only personal data this instance’s DATA_KEYS read') },
      async (_request, reply) => {
        if (closing) return reply.code(503).send({ status: 'unavailable' as const, reason: 'shutting down' });
        let missingKeys: string[];
        try {
          const applied = await appliedMigrations(database.db);
          if (applied < expectedMigrations)
            return reply
              .code(503)
              .send({ status: 'unavailable' as const, reason: `migrations pending (${applied} of ${expectedMigrations})` });
          // Another instance may have put a key of its own first (a rotation) since this one started.
          ({ missing: missingKeys } = await checkDataKeys(database.db));
        } catch {
          return reply.code(503).send({ status: 'unavailable' as const, reason: 'database unreachable' });
        }
        if (missingKeys.length) return reply.code(503).send({ status: 'unavailable' as const, reason: missingKeysReason(missingKeys) });
        return { status: 'ok' as const };
      },
    );
  },
  { name: 'health', dependencies: ['db'] },
);
