import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, contests, genres, tagCategories, tagLabels } from '../../db/schema';
import { CATEGORIES, CONTESTS, GENRES, TAG_CATEGORIES, contestDescriptionKey } from './data';
import { namesOf } from './names';

const DAY_MS = 86_400_000;
const newNames = { names: sql`excluded.names`, sort: sql`excluded.sort` };

/**
 * Writes the reference data (categories, genres, tags; contests are staff's business, and the demo's
 * are written by seedDemoContests in demo mode only) (idempotent: upserts by key, so a new release's
 * names and additions land on the next boot; rows are never removed, as novels point at them).
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, category] of CATEGORIES.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({ key: category.key, sort: i, names: namesOf(category.key) })
        .onConflictDoUpdate({ target: categories.key, set: newNames })
        .returning({ id: categories.id });
      await tx
        .insert(categories)
        .values(category.children.map((key, j) => ({ key, parentId: parent.id, sort: j, names: namesOf(key) })))
        .onConflictDoUpdate({ target: categories.key, set: { ...newNames, parentId: sql`excluded.parent_id` } });
    }
    await tx
      .insert(genres)
      .values(GENRES.map((key, i) => ({ key, sort: i, names: namesOf(key) })))
      .onConflictDoUpdate({ target: genres.key, set: newNames });
    for (const [i, category] of TAG_CATEGORIES.entries()) {
      const [row] = await tx
        .insert(tagCategories)
        .values({ key: category.key, starred: category.starred, sort: i, names: namesOf(category.key) })
        .onConflictDoUpdate({ target: tagCategories.key, set: { ...newNames, starred: sql`excluded.starred` } })
        .returning({ id: tagCategories.id });
      await tx
        .insert(tagLabels)
        .values(category.labels.map((key, j) => ({ key, categoryId: row.id, sort: j, names: namesOf(key) })))
        .onConflictDoUpdate({ target: tagLabels.key, set: { ...newNames, categoryId: sql`excluded.category_id` } });
    }
  });
}

/** The demo's contests (one open, one ended), in demo mode only; idempotent. */
export async function seedDemoContests(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Contests keep the dates of their first seeding; only their texts follow a release.
    const categoryIds = new Map((await tx.select({ key: categories.key, id: categories.id }).from(categories)).map((c) => [c.key, c.id]));
    for (const contest of CONTESTS) {
      const categoryId = contest.category ? (categoryIds.get(contest.category) ?? null) : null;
      const open = contest.days >= 0;
      const startsAt = new Date(now.getTime() - (open ? 7 : 90) * DAY_MS);
      const endsAt = new Date(now.getTime() + contest.days * DAY_MS);
      await tx
        .insert(contests)
        .values({ key: contest.key, names: namesOf(contest.key), descriptions: namesOf(contestDescriptionKey(contest.key)), sectionId: contest.sectionId, categoryId, startsAt, endsAt })
        .onConflictDoUpdate({ target: contests.key, set: { names: sql`excluded.names`, descriptions: sql`excluded.descriptions`, categoryId: sql`excluded.category_id` } });
    }
  });
}
