import { PG_ADMIN_URL, postgresAvailable } from './databases';
import { PGLITE_DUMP_ENV, PG_TEMPLATE_ENV, createPgliteTemplate, createPostgresTemplate, dropPostgresTemplate, removePgliteTemplate } from './database-templates';

/** Before the API suites: one migrated, seeded database of each kind, which every suite copies. */
export default async function setup() {
  const [dump, template] = await Promise.all([createPgliteTemplate(), (await postgresAvailable()) ? createPostgresTemplate(PG_ADMIN_URL) : undefined]);
  process.env[PGLITE_DUMP_ENV] = dump;
  if (template) process.env[PG_TEMPLATE_ENV] = template;
  return async () => {
    await removePgliteTemplate(dump);
    if (template) await dropPostgresTemplate(PG_ADMIN_URL, template);
  };
}
