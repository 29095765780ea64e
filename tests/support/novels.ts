import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { authors, categories, contests, genres, staff, tagCategories, tagLabels, users } from '../../src/server/db/schema';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import type { apiClient } from './api-client';

export interface NovelFixtures {
  category: number;
  subCategory: number;
  /** a sub-category of another category */
  foreignSubCategory: number;
  /** the romance category and one of its sub-categories (the second contest's category) */
  romance: { category: number; subCategory: number };
  genres: number[];
  /** tag categories in order (lead*, tone*, setting, tropes), English names */
  tagCategories: { id: number; name: string; starred: boolean; labels: number[] }[];
  openContest: number;
  secondContest: number;
  closedContest: number;
}

/** Ids of the seeded reference data the tests build novels from. */
export async function loadNovelFixtures(db: Db): Promise<NovelFixtures> {
  const top = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort));
  const subs = await db.select().from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.sort));
  const cats = await db.select().from(tagCategories).orderBy(asc(tagCategories.sort));
  const labels = await db.select().from(tagLabels).orderBy(asc(tagLabels.sort));
  const contest = async (key: string) => (await db.select({ id: contests.id }).from(contests).where(eq(contests.key, key)))[0].id;
  return {
    category: top[0].id,
    subCategory: subs.find((s) => s.parentId === top[0].id)!.id,
    foreignSubCategory: subs.find((s) => s.parentId === top[1].id)!.id,
    romance: (() => {
      const romance = top.find((c) => c.key === 'romance')!;
      return { category: romance.id, subCategory: subs.find((s) => s.parentId === romance.id)!.id };
    })(),
    genres: (await db.select().from(genres).orderBy(asc(genres.sort))).map((g) => g.id),
    tagCategories: cats.map((c) => ({ id: c.id, name: c.names.en, starred: c.starred, labels: labels.filter((l) => l.categoryId === c.id).map((l) => l.id) })),
    openContest: await contest('contest.spring_fantasy'),
    secondContest: await contest('contest.romance_sprint'),
    closedContest: await contest('contest.winter_mystery'),
  };
}

const BLURB = Array.from({ length: 60 }, (_, i) => ['A', 'quiet', 'harbour', 'town', 'keeps', 'its', 'secrets'][i % 7]).join(' ');

/** A valid novel form; `overrides` change single fields. */
export function novelBody(ref: NovelFixtures, overrides: Record<string, unknown> = {}) {
  const [lead, tone] = ref.tagCategories;
  return {
    section_id: 1,
    title: 'The Quiet Harbour',
    name: '',
    blurb: BLURB,
    intro: '',
    protagonists: 'Wren, Ade',
    genre_ids: [ref.genres[0]],
    label_ids: [lead.labels[0], tone.labels[0]],
    category_id: ref.category,
    sub_category_id: ref.subCategory,
    content_rating: '13+',
    exclusive: true,
    original_platform: '',
    estimated_words: 200000,
    monthly_words: 30000,
    ...overrides,
  };
}

/** A signed-up (approved) author of the demo editor, with a fresh account; returns their token. */
export async function makeAuthor(api: ReturnType<typeof apiClient>, db: Db, email: string, penName: string, fromSite?: number): Promise<string> {
  const token = await api.signUp(email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (fromSite !== undefined) await db.update(users).set({ fromSite }).where(eq(users.id, user.id));
  const [editor] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_EDITOR.email));
  await db.insert(authors).values({ userId: user.id, penName, status: 1, reviewStatus: 'passed', approvedAt: new Date(), editorId: editor?.id ?? null });
  return token;
}
