import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { categories, chapterVersions, chapters, contests, genres, novels, tagLabels, writingLog } from '../db/schema';
import { countWords } from '../../domain/words';
import type { Storage } from '../lib/storage/storage';
import { storeImage } from '../lib/storage/uploads';
import { seedDemoContests, seedReference } from './reference/seed';
import { textContentColumns, textDraftColumns, versionContentColumns } from '../modules/chapter';
import { chapterDocFromText } from '../../domain/chapter-doc';

const DAY_MS = 86_400_000;

const PARAGRAPH =
  'The lamps along the archive wall burned blue whenever a story was about to be forgotten, and tonight three of them flickered at once. ' +
  'Wren set down her ledger, counted the shelves twice, and went looking for the reader who had left a door open between the stacks. ' +
  'Somewhere below, the old catalogue machine hummed a tune nobody had taught it, and the dust on the stairs showed footprints that came down but never went up again. ';
/** About 600 words: a released chapter's length within the 500–3000 rule. */
const CHAPTER_TEXT = Array.from({ length: 8 }, () => PARAGRAPH).join('\n\n');
const CHAPTER_WORDS = countWords(CHAPTER_TEXT);

const BLURB = (hook: string) =>
  `${hook} Every chapter follows one stubborn heroine through a city that keeps its secrets in plain sight, where friends become rivals and rivals become the only people she can trust. ` +
  'Expect slow-burning mysteries, found family and a magic system with rules that bite back. New chapters arrive twice a week.';

export interface DemoNovel {
  title: string;
  name?: string;
  hook: string;
  category: string;
  sub: string;
  genres: string[];
  labels: string[];
  rating: '10+' | '13+' | '17+' | '18+';
  status: string;
  review: string;
  rejectReason?: string;
  chapters: number;
  contest?: string;
  cover?: [string, string];
  ageDays: number;
  figures?: { income: number; pv: number; followers: number };
}

const NOVELS: DemoNovel[] = [
  {
    title: 'The Lantern Archive',
    name: 'Lantern',
    hook: 'A librarian who can hear forgotten stories must keep the archive lit before its last lantern goes out.',
    category: 'fantasy',
    sub: 'fantasy.urban',
    genres: ['genre.mystery', 'genre.supernatural'],
    labels: ['tag.female_lead', 'tag.bittersweet', 'tag.modern', 'tag.found_family'],
    rating: '13+',
    status: 'updating',
    review: 'passed',
    chapters: 1200,
    contest: 'contest.spring_fantasy',
    cover: ['#1f3a5f', '#e0a458'],
    ageDays: 400,
    figures: { income: 842_300, pv: 1_903_220, followers: 4210 },
  },
  {
    title: 'Salt And Starlight',
    hook: 'Two rival lighthouse keepers share one storm-wrecked coast and a secret neither will say aloud.',
    category: 'romance',
    sub: 'romance.historical',
    genres: ['genre.romance', 'genre.drama'],
    labels: ['tag.female_lead', 'tag.light', 'tag.historical', 'tag.enemies_to_lovers'],
    rating: '13+',
    status: 'finished',
    review: 'passed',
    chapters: 48,
    cover: ['#5f1f4a', '#f2c6de'],
    ageDays: 300,
    figures: { income: 442_250, pv: 515_683, followers: 1662 },
  },
  {
    title: 'Quiet Magic For Beginners',
    hook: 'A retired court wizard opens a night school for people who only want small, useful spells.',
    category: 'general',
    sub: 'general.slice_of_life',
    genres: ['genre.comedy', 'genre.slice_of_life'],
    labels: ['tag.multiple_leads', 'tag.humorous'],
    rating: '10+',
    status: 'updated',
    review: 'passed',
    chapters: 12,
    ageDays: 60,
  },
  {
    title: 'Clockwork Orchard',
    hook: 'In a valley where the trees are wound each morning, a gardener finds one that winds itself.',
    category: 'scifi',
    sub: 'scifi.cyberpunk',
    genres: ['genre.adventure'],
    labels: ['tag.male_lead', 'tag.dark', 'tag.futuristic'],
    rating: '17+',
    status: 'draft',
    review: 'pending',
    chapters: 0,
    ageDays: 3,
  },
  {
    title: 'Ninth Harbour',
    hook: 'Eight harbours are on the map; the smugglers of the ninth would like to keep it that way.',
    category: 'mystery',
    sub: 'mystery.thriller',
    genres: ['genre.thriller', 'genre.action'],
    labels: ['tag.male_lead', 'tag.dark', 'tag.revenge'],
    rating: '17+',
    status: 'draft',
    review: 'rejected',
    rejectReason: 'The blurb promises a mystery but names the culprit in its second line. Please keep the twist for the chapters.',
    chapters: 0,
    ageDays: 14,
  },
];

/** A generated cover: the title on a two-colour gradient, as if uploaded (600×800). */
async function demoCover(title: string, [from, to]: [string, string]): Promise<Buffer> {
  const words = title.split(' ');
  const lines = words.map((w, i) => `<text x="300" y="${330 + i * 84}" font-family="DejaVu Serif, serif" font-size="72" fill="#fff" text-anchor="middle">${w}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** The reference ids the demo novels name by key. */
async function referenceIds(db: Db, contestKeys: string[]) {
  const keyed = async <T extends { key: string | null; id: number }>(rows: T[]) => new Map(rows.map((r) => [r.key, r.id]));
  return {
    cats: await keyed(await db.select({ key: categories.key, id: categories.id }).from(categories)),
    genreIds: await keyed(await db.select({ key: genres.key, id: genres.id }).from(genres)),
    labelIds: await keyed(await db.select({ key: tagLabels.key, id: tagLabels.id }).from(tagLabels)),
    contestIds: contestKeys.length ? await keyed(await db.select({ key: contests.key, id: contests.id }).from(contests).where(inArray(contests.key, contestKeys))) : new Map<string | null, number>(),
  };
}

async function insertDemoNovel(db: Db, storage: Storage, authorId: number, demo: DemoNovel, ids: Awaited<ReturnType<typeof referenceIds>>, now: Date): Promise<number> {
  const { cats, genreIds, labelIds, contestIds } = ids;
  const created = new Date(now.getTime() - demo.ageDays * DAY_MS);
  const cover = demo.cover ? (await storeImage(db, storage, authorId, 'cover', await demoCover(demo.title, demo.cover), 100 * 1024)).row.id : null;
  const released = demo.status !== 'draft';
  const [novel] = await db
    .insert(novels)
    .values({
      authorId,
      sectionId: 1,
      title: demo.title,
      name: demo.name ?? '',
      blurb: BLURB(demo.hook),
      protagonists: 'Wren Hollis, Ade Marlow',
      categoryId: cats.get(demo.category)!,
      subCategoryId: cats.get(demo.sub)!,
      genreIds: demo.genres.map((g) => genreIds.get(g)!),
      labelIds: demo.labels.map((l) => labelIds.get(l)!),
      contentRating: demo.rating,
      coverUploadId: cover,
      exclusive: true,
      estimatedWords: Math.max(100_000, demo.chapters * CHAPTER_WORDS),
      monthlyWords: 40_000,
      status: demo.status,
      reviewStatus: demo.review,
      rejectReason: demo.rejectReason ?? null,
      reviewedAt: demo.review === 'pending' ? null : new Date(created.getTime() + DAY_MS),
      contestId: demo.contest ? (contestIds.get(demo.contest) ?? null) : null,
      contestJoinedAt: demo.contest ? created : null,
      totalIncomeMinor: BigInt(demo.figures?.income ?? 0),
      totalPv: demo.figures?.pv ?? 0,
      followers: demo.figures?.followers ?? 0,
      createdAt: created,
      lastUpdateAt: new Date(now.getTime() - (released ? 1 : demo.ageDays) * DAY_MS),
    })
    .returning({ id: novels.id });
  if (demo.chapters) await seedDemoChapters(db, novel.id, demo, created, now);
  return novel.id;
}

/** The demo author's novels: different statuses and review states, one in a contest, covers, one with 1,200 chapters. */
export async function seedDemoNovels(db: Db, storage: Storage, authorId: number, now = new Date()): Promise<void> {
  await seedReference(db);
  await seedDemoContests(db, now);
  const ids = await referenceIds(db, NOVELS.flatMap((n) => (n.contest ? [n.contest] : [])));
  for (const demo of NOVELS) await insertDemoNovel(db, storage, authorId, demo, ids, now);
  await seedWritingHistory(db, authorId, now);
}

/**
 * The minor demo author's one work: 49 released chapters of 616 words, 30,184 words, just over
 * the default signing threshold (30,000), so it can apply for a contract at once.
 */
export const MINOR_DEMO_NOVEL: DemoNovel = {
  title: 'Harbour Of Small Lights',
  hook: 'A ferry pilot’s daughter finds a map of lighthouses that do not exist, and one of them starts shining.',
  category: 'fantasy',
  sub: 'fantasy.urban',
  genres: ['genre.mystery'],
  labels: ['tag.female_lead', 'tag.modern'],
  rating: '13+',
  status: 'released',
  review: 'passed',
  chapters: 49,
  cover: ['#0b4f6c', '#f2c14e'],
  ageDays: 120,
};

export async function seedMinorDemoNovel(db: Db, storage: Storage, authorId: number, now = new Date()): Promise<number> {
  await seedReference(db);
  return insertDemoNovel(db, storage, authorId, MINOR_DEMO_NOVEL, await referenceIds(db, []), now);
}

const TITLES = ['The Blue Lamp', 'Footprints Going Down', 'A Catalogue That Hums', 'The Open Door', 'What The Dust Knew'];
/** An unfinished draft: under the 500-word minimum, so it cannot be published yet. */
const DRAFT_TEXT = Array.from({ length: 3 }, () => PARAGRAPH).join('\n\n');
const UPDATE_TEXT = `${CHAPTER_TEXT}\n\nWren closed the ledger at last. The lamps were steady again, and the footprints on the stair had turned around.`;

/**
 * Chapters a day apart, released; the novel's newest ones show every other
 * state: an update under review, a rejected update with the
 * editor's reason, two scheduled releases, a draft with history and a
 * deleted draft. Chapter 21 (or 11) is the first paid one.
 */
async function seedDemoChapters(db: Db, novelId: number, demo: DemoNovel, created: Date, now: Date) {
  const count = demo.chapters;
  const ongoing = demo.status === 'updating' || demo.status === 'updated';
  const firstPaid = count > 100 ? 21 : count > 20 ? 11 : 0;
  const rows: Omit<typeof chapters.$inferInsert, 'contentDoc'>[] = Array.from({ length: count }, (_, i) => {
    const code = i + 1;
    const releaseAt = new Date(created.getTime() + (code * (demo.ageDays - 2) * DAY_MS) / count);
    return {
      novelId,
      code,
      title: `Chapter ${code}: ${TITLES[i % TITLES.length]}`,
      content: CHAPTER_TEXT,
      words: CHAPTER_WORDS,
      status: 'released',
      firstPaid: code === firstPaid,
      releaseAt,
      submittedAt: releaseAt,
      createdAt: releaseAt,
      updatedAt: releaseAt,
    };
  });
  const at = (code: number) => rows[code - 1];
  if (ongoing) {
    // The newest chapter's update waits for review; readers still see the released text.
    Object.assign(at(count), { status: 'released', draftTitle: `${at(count).title} (Revised)`, draftContent: UPDATE_TEXT, updatedContentStatus: 'pending_review', submittedAt: new Date(now.getTime() - 3 * 3_600_000) });
  }
  if (demo.status === 'updating' && count > 4) {
    Object.assign(at(count - 1), {
      draftContent: UPDATE_TEXT,
      updatedContentStatus: 'rejected',
      rejectReason: 'The new ending repeats chapter 12 word for word. Please rewrite the last paragraph.',
    });
    Object.assign(at(count - 2), { status: 'updated' });
    const extra = [
      { status: 'scheduled', title: 'Into The Lower Stacks', releaseAt: new Date(now.getTime() + 2 * DAY_MS) },
      { status: 'scheduled', title: 'The Ninth Shelf', releaseAt: new Date(now.getTime() + 5 * DAY_MS) },
      { status: 'draft', title: 'Where The Catalogue Sleeps', content: DRAFT_TEXT, words: countWords(DRAFT_TEXT), releaseAt: null },
      { status: 'deleted', title: 'An Abandoned Opening', content: DRAFT_TEXT, words: countWords(DRAFT_TEXT), releaseAt: null, deletedAt: new Date(now.getTime() - DAY_MS) },
    ];
    extra.forEach((e, i) =>
      rows.push({ novelId, code: count + i + 1, content: CHAPTER_TEXT, words: CHAPTER_WORDS, submittedAt: now, createdAt: now, updatedAt: now, ...e, title: `Chapter ${count + i + 1}: ${e.title}` }),
    );
  }
  // Seeded text becomes documents the way every chapter write does: text and HTML derive from them.
  const withDocs = rows.map((r) => ({ ...r, ...textContentColumns(r.content ?? ''), ...(r.draftContent ? textDraftColumns(r.draftContent) : {}) }));
  for (let i = 0; i < withDocs.length; i += 400) await db.insert(chapters).values(withDocs.slice(i, i + 400));
  const live = rows.filter((r) => r.status === 'released' || r.status === 'updated');
  await db
    .update(novels)
    .set({
      lastChapterCode: rows.length,
      chapterCount: rows.filter((r) => r.status !== 'deleted').length,
      wordCount: live.reduce((sum, r) => sum + (r.words ?? 0), 0),
    })
    .where(eq(novels.id, novelId));
  // The draft's history: three saves over an afternoon, for the version list, its diff and restore.
  const [draft] = await db.select().from(chapters).where(and(eq(chapters.novelId, novelId), eq(chapters.status, 'draft')));
  if (draft) {
    const texts = [PARAGRAPH, `${PARAGRAPH}\n\n${PARAGRAPH}`, DRAFT_TEXT];
    await db.insert(chapterVersions).values(
      texts.map((content, i) => ({ chapterId: draft.id, version: i + 1, title: draft.title, ...versionContentColumns(chapterDocFromText(content)), words: countWords(content), kind: i === 2 ? 'draft' : 'autosave', savedAt: new Date(now.getTime() - (3 - i) * 3_600_000) })),
    );
    await db.update(chapters).set({ version: texts.length }).where(eq(chapters.id, draft.id));
  }
}

/**
 * Four months of writing for the calendar: most days between a few hundred
 * and three thousand words, some days off, and a streak running up to today.
 * Deterministic (a fixed pseudo-random sequence), so screenshots stay stable.
 */
async function seedWritingHistory(db: Db, authorId: number, now: Date) {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const entries: (typeof writingLog.$inferInsert)[] = [];
  for (let day = 120; day >= 0; day--) {
    const restDay = day > 9 && random() < 0.22;
    if (restDay) continue;
    const at = new Date(now.getTime() - day * DAY_MS - 2 * 3_600_000);
    entries.push({ authorId, at, words: 300 + Math.round(random() * 2700), released: random() < 0.5 ? 1 : 0 });
  }
  await db.insert(writingLog).values(entries);
}
