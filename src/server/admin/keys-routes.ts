import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { doc, langQuery, responses } from '../lib/openapi';
import { KeyRing, keyRing, parseDataKeys, useKeyRing } from '../lib/crypto/data-keys';
import { rotateDataKeys } from '../lib/crypto/rotate';
import { readFileSync } from 'node:fs';
import { KeysRotated, KeysRotateRequest } from './wire';

/**
 * `npm run admin -- keys:rotate` while the embedded server runs (it alone may open the database):
 * re-reads the key file when asked (the CLI has put a new key first) and re-encrypts every value
 * under the newest key, in batches.
 */
const keysAdminRoutes: FastifyPluginAsyncTypebox<{ keyFile?: string }> = async (app, { keyFile }) => {
  app.post(
    '/admin/v1/keys.rotate',
    {
      onRequest: app.authenticateStaff('admin'),
      schema: {
        ...doc('back office', 'Re-encrypt personal data under the newest data key (admin)', 'staff'),
        querystring: langQuery,
        body: KeysRotateRequest,
        response: responses(KeysRotated),
      },
    },
    async (request, reply) => {
      if (request.body.reload_key_file && keyFile) useKeyRing(new KeyRing(parseDataKeys(readFileSync(keyFile, 'utf8'), keyFile)));
      const report = await rotateDataKeys(app.db, keyRing(), { batchSize: request.body.batch_size });
      return reply.ok({ key_id: report.keyId, rewritten: report.rewritten, columns: report.columns });
    },
  );
};

export default keysAdminRoutes;
