/** What a novel form must pass before it is written: the shared rules, then what only the database knows. */
import type { Db } from '../../db/client';
import { ApiCode } from '../../../domain/errors';
import { policyForSite, type SitePolicy } from '../../../domain/limits';
import { novelSchema, type NovelInput } from '../../../domain/schemas/novel';
import { novelNotesSchema } from '../../../domain/schemas/chapter';
import { AppError, ValidationError, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { categoryOk, contestOpen, referenceData, sectionOk } from './reference';
import { novelsRepository } from './novels-repository';

/** The limits of the author's site. */
export async function authorPolicy(db: Db, authorId: number): Promise<SitePolicy> {
  return policyForSite(await novelsRepository(db, authorId).authorSite());
}

/** The shared schema, then what only the database knows: categories, genres, cover. */
export async function checkedNovel(db: Db, authorId: number, body: unknown, lang: string, chapterTexts: string[] = []): Promise<NovelInput> {
  const reference = referenceData(db);
  const input = await validate(novelSchema({ policy: await authorPolicy(db, authorId), tagCategories: await reference.tagRules(lang), chapterTexts }), body);
  const fields: ConstructorParameters<typeof ValidationError>[0] = {};
  if (!(await reference.isTopCategory(input.category_id))) fields.category_id = { id: 'validation.category.required' };
  else if (!(await reference.categoryPairOk(input.category_id, input.sub_category_id))) fields.sub_category_id = { id: 'validation.subCategory.required' };
  const genres = await reference.genreIds();
  if (input.genre_ids.some((g) => !genres.has(g))) fields.genre_ids = { id: 'validation.invalid' };
  if (input.cover_id && !(await novelsRepository(db, authorId).ownsCover(input.cover_id))) fields.cover_id = { id: 'novel.cover.unknown' };
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return input;
}

/**
 * The default notes a form sends: only those present (null or "" clears one). Readers get them with
 * every chapter that has none of its own, so they keep the chapter text's character rules for the
 * novel's section (the one the form sends, else the novel's own).
 */
export async function noteColumns(body: unknown, stored?: number): Promise<{ defaultNoteBefore?: string | null; defaultNoteAfter?: string | null }> {
  const sent = (body ?? {}) as Record<string, unknown>;
  const section = Number(sent.section_id);
  const sectionId = Number.isInteger(section) && section > 0 ? section : (stored ?? 0);
  const notes = await validate(novelNotesSchema({ sectionId }), { default_note_before: sent.default_note_before, default_note_after: sent.default_note_after });
  const clear = (note: string | null) => (note === '' ? null : note);
  return {
    ...(notes.default_note_before !== undefined ? { defaultNoteBefore: clear(notes.default_note_before) } : {}),
    ...(notes.default_note_after !== undefined ? { defaultNoteAfter: clear(notes.default_note_after) } : {}),
  };
}

/** The novel row's columns from a checked form. */
export const novelColumns = (input: NovelInput) => ({
  sectionId: input.section_id,
  title: input.title,
  name: input.name ?? '',
  blurb: input.blurb,
  intro: input.intro ?? '',
  protagonists: input.protagonists ?? '',
  categoryId: input.category_id,
  subCategoryId: input.sub_category_id,
  genreIds: [...new Set(input.genre_ids)],
  labelIds: [...new Set(input.label_ids)],
  contentRating: input.content_rating,
  exclusive: input.exclusive,
  originalPlatform: input.exclusive ? '' : (input.original_platform ?? ''),
  estimatedWords: input.estimated_words,
  monthlyWords: input.monthly_words,
});

/** The contest, if a novel of this section and category may join it now. */
export async function joinableContest(db: Db, contestId: number, novel: { sectionId: number; categoryId: number }, now: Date) {
  const contest = await referenceData(db).contest(contestId);
  if (!contest) throw notFound('novel.contest.notFound');
  if (!contestOpen(contest, now)) throw new AppError(ApiCode.Conflict, 'novel.contest.closed');
  if (!sectionOk(contest, novel.sectionId)) throw new AppError(ApiCode.Conflict, 'novel.contest.otherSection');
  // Joining is final: a contest for one category takes only that category's novels.
  if (!categoryOk(contest, novel.categoryId)) throw new AppError(ApiCode.Conflict, 'novel.contest.otherCategory');
  return contest;
}
