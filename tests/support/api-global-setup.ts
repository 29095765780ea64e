import { KeyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { PG_ADMIN_URL, postgresAvailable } from './databases';
import {
  createDemoTemplates,
  createPgliteTemplate,
  createPostgresTemplate,
  dropPostgresTemplate,
  removeDemoTemplates,
  removePgliteTemplate,
} from './database-templates';
import { DEMO_TEMPLATES_ENV, PGLITE_DUMP_ENV, PG_TEMPLATE_ENV, TEST_DATA_KEYS_ENV } from './template-env';

/**
 * Before the API suites: one migrated, seeded database of each kind, which every suite copies, and
 * the demo on top of each, which the suites that start from the demo copy. The demo's personal
 * data is encrypted with the run's data key, which every worker then uses (data-keys-setup.ts).
 */
export default async function setup() {
  const key = newDataKey();
  useKeyRing(new KeyRing([key]));
  process.env[TEST_DATA_KEYS_ENV] = JSON.stringify([{ id: key.id, key: key.key.toString('base64') }]);
  const [dump, template] = await Promise.all([
    createPgliteTemplate(),
    (await postgresAvailable()) ? createPostgresTemplate(PG_ADMIN_URL) : undefined,
  ]);
  process.env[PGLITE_DUMP_ENV] = dump;
  if (template) process.env[PG_TEMPLATE_ENV] = template;
  const demo = await createDemoTemplates(dump, template ? { adminUrl: PG_ADMIN_URL, template } : undefined);
  process.env[DEMO_TEMPLATES_ENV] = JSON.stringify(demo);
  return async () => {
    await removeDemoTemplates(demo, PG_ADMIN_URL);
    await removePgliteTemplate(dump);
    if (template) await dropPostgresTemplate(PG_ADMIN_URL, template);
  };
}
