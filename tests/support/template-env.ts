/**
 * What the API run's global setup prepares once and names in the environment the test workers
 * inherit (tests/support/api-global-setup.ts, database-templates.ts).
 */

/** the migrated, reference-seeded PostgreSQL database every fresh one copies */
export const PG_TEMPLATE_ENV = 'WC_TEST_PG_TEMPLATE';
/** the same, as a dumped PGlite data directory (a tar file) */
export const PGLITE_DUMP_ENV = 'WC_TEST_PGLITE_DUMP';
/** the demo, seeded on top of them: JSON of `DemoTemplates` */
export const DEMO_TEMPLATES_ENV = 'WC_TEST_DEMO_TEMPLATES';
/** the data keys the demo templates were encrypted with, as DATA_KEYS holds them: every worker uses them */
export const TEST_DATA_KEYS_ENV = 'WC_TEST_DATA_KEYS';
