import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { acrossMigration, type MigratedDb } from '../support/across-migration';

const pgAvailable = await postgresAvailable();
/** The migration's name without its number, which a merge may change. */
const FEED_MIGRATION = '_release_feed';

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Works and a key from before the feed: two novels (one a deleted draft), chapters in every state. */
async function worksFromBefore(execute: Execute) {
  await execute(sql`insert into categories (key, names) values ('fantasy', '{"en":"Fantasy"}'), ('fantasy.epic', '{"en":"Epic"}')`);
  await execute(sql`update categories set parent_id = (select id from categories where key = 'fantasy') where key = 'fantasy.epic'`);
  await execute(sql`insert into users (email) values ('before@example.test')`);
  const novel = (title: string, deleted: boolean) => sql`
    insert into novels (author_id, section_id, title, blurb, category_id, sub_category_id, content_rating, exclusive, estimated_words, monthly_words, deleted_at)
    select (select id from users), 1, ${title}, 'blurb', (select id from categories where key = 'fantasy'), (select id from categories where key = 'fantasy.epic'), '13+', true, 1, 1, ${deleted ? sql`now()` : sql`null`}`;
  await execute(novel('Kept', false));
  await execute(novel('Dropped', true));
  await execute(sql`
    insert into chapters (novel_id, code, title, status, content_doc)
    select n.id, c.code, c.title, c.status, '{"type":"doc","content":[]}'::jsonb from novels n,
      (values (2, 'Two', 'updated'), (1, 'One', 'released'), (3, 'Three', 'scheduled'), (4, 'Four', 'draft'), (5, 'Five', 'deleted')) as c(code, title, status)
    where n.title = 'Kept'`);
  await execute(sql`insert into platform_keys (name, prefix, key_hash, sites) values ('reader site (production)', 'wcp_aaaaaa', 'hash-1', '{511}')`);
}

async function afterMigration(execute: Execute) {
  const feed = (await execute(sql`select f.kind, n.title as novel, c.title as chapter from release_feed f join novels n on n.id = f.novel_id left join chapters c on c.id = f.chapter_id order by f.seq`)).rows;
  const keys = (await execute(sql`select scopes from platform_keys`)).rows;
  return { feed, keys };
}

const expected = {
  feed: [
    { kind: 'novel_created', novel: 'Kept', chapter: null },
    { kind: 'chapter_released', novel: 'Kept', chapter: 'One' },
    { kind: 'chapter_released', novel: 'Kept', chapter: 'Two' },
  ],
  // A key from before keeps what it had: the content scope is granted by staff, never by the migration.
  keys: [{ scopes: ['income', 'comments', 'stats'] }],
};

describe('the migration that starts release.feed', () => {
  const execute = (db: MigratedDb): Execute => (q) => db.execute(q) as unknown as Promise<{ rows: unknown[] }>;
  const fill = (db: MigratedDb) => worksFromBefore(execute(db));
  const read = (db: MigratedDb) => afterMigration(execute(db));

  it('announces every kept novel and its live chapters in reading order, and grants no key the content scope [pglite]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('pglite', FEED_MIGRATION, fill, read)).toEqual(expected);
  });

  it.runIf(pgAvailable)('announces every kept novel and its live chapters in reading order, and grants no key the content scope [postgres]', { timeout: 120_000 }, async () => {
    expect(await acrossMigration('postgres', FEED_MIGRATION, fill, read)).toEqual(expected);
  });
});
