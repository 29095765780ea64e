import { afterAll, beforeAll, describe } from 'vitest';
import {
  DATABASE_KINDS,
  buildTestApp,
  postgresAvailable,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './databases';

const pgAvailable = await postgresAvailable();

/**
 * Runs a suite once on PGlite and once on the local PostgreSQL, each on a
 * fresh database (holding the demo when `options` says `demo: true`). Where no PostgreSQL
 * answers, that half is skipped (said once).
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: { get: () => TestApp; kind: DatabaseKind }) => void,
  options: () => TestAppOptions = () => ({}),
) {
  for (const kind of DATABASE_KINDS) describeOnDatabase(kind, name, suite, options);
}

/** One database's half of `describeEachDatabase`: a long suite split into one file per database runs on both workers at once. */
export function describeOnDatabase(
  kind: DatabaseKind,
  name: string,
  suite: (ctx: { get: () => TestApp; kind: DatabaseKind }) => void,
  options: () => TestAppOptions = () => ({}),
) {
  const run = kind === 'postgres' && !pgAvailable ? describe.skip : describe;
  run(`${name} [${kind}]`, () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, options());
    });
    afterAll(async () => {
      await testApp?.close();
    });
    suite({ get: () => testApp, kind });
  });
}
