import type { Db } from '../../db/client';
import type { Contest, LocalizedText } from '../../db/schema';
import { CONTENT_RATINGS } from '../../../domain/limits';
import { CONTENT_RATING_NOTES, LANGUAGE_SECTIONS } from '../../../domain/novel';
import { normalizeLocale } from '../../../domain/locales';
import type { BookOptions, CategoryOption, ContestInfo, LanguageSection, TagCategoryOption } from '../../../domain/api/novels';
import type { TagCategoryRule } from '../../../domain/schemas/novel';
import { translate } from '../../lib/i18n';
import { contestsRepository } from './contests-repository';
import { referenceRepository } from './reference-repository';

/** The name in `lang`, else English, else any. */
export function localized(text: LocalizedText, lang: string): string {
  return text[normalizeLocale(lang)] ?? text.en ?? Object.values(text)[0] ?? '';
}

/**
 * The text in `lang`, else English, else any, and whether it is in another language than the
 * reader's (the portal marks such a fallback, as the help center does).
 */
export function inLanguage(text: LocalizedText, lang: string): { text: string; fallback: boolean } {
  const locale = normalizeLocale(lang);
  const own = text[locale];
  return own !== undefined ? { text: own, fallback: false } : { text: localized(text, locale), fallback: true };
}

export function contestInfo(row: Contest, lang: string, now: Date): ContestInfo {
  return {
    id: row.id,
    name: localized(row.names, lang),
    description: localized(row.descriptions, lang),
    section_id: row.sectionId,
    category_id: row.categoryId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    open: row.startsAt <= now && row.endsAt > now,
  };
}

/** The novel form's reference data, named in the request language. */
export function referenceData(db: Db) {
  const reference = referenceRepository(db);
  const contestRows = contestsRepository(db);
  return {
    sections(lang: string): LanguageSection[] {
      const names = new Intl.DisplayNames([normalizeLocale(lang)], { type: 'language' });
      return LANGUAGE_SECTIONS.map((s) => ({ lang: s.lang, section_id: s.section_id, section_name: names.of(s.lang) ?? s.lang }));
    },

    async categories(lang: string): Promise<CategoryOption[]> {
      const rows = await reference.categories();
      return rows
        .filter((r) => r.parentId === null)
        .map((parent) => ({
          id: parent.id,
          name: localized(parent.names, lang),
          children: rows.filter((r) => r.parentId === parent.id).map((c) => ({ id: c.id, name: localized(c.names, lang) })),
        }));
    },

    async tagCategories(lang: string): Promise<TagCategoryOption[]> {
      const [cats, labels] = await Promise.all([
        reference.tagCategories(),
        reference.tagLabels(),
      ]);
      return cats.map((c) => ({
        id: c.id,
        name: localized(c.names, lang),
        starred: c.starred,
        labels: labels.filter((l) => l.categoryId === c.id).map((l) => ({ id: l.id, name: localized(l.names, lang) })),
      }));
    },

    /** What the shared schema's label rule needs. */
    async tagRules(lang: string): Promise<TagCategoryRule[]> {
      return (await this.tagCategories(lang)).map((c) => ({ id: c.id, name: c.name, starred: c.starred, labelIds: c.labels.map((l) => l.id) }));
    },

    /** Contests open now (or every one, for the contest page's history). */
    async contests(lang: string, now = new Date(), { openOnly = true } = {}): Promise<ContestInfo[]> {
      const rows = await contestRows.list(now, { openOnly });
      return rows.map((r) => contestInfo(r, lang, now));
    },

    async contest(id: number) {
      return contestRows.find(id);
    },

    async options(lang: string, now = new Date()): Promise<BookOptions> {
      const [genreRows, tag_categories, open] = await Promise.all([
        reference.genres(),
        this.tagCategories(lang),
        this.contests(lang, now),
      ]);
      return {
        genres: genreRows.map((g) => ({ id: g.id, name: localized(g.names, lang) })),
        tag_categories,
        ratings: CONTENT_RATINGS.map((rating) => ({ rating, note: translate(lang, CONTENT_RATING_NOTES[rating]) })),
        contests: open,
      };
    },

    async genreIds(): Promise<Set<number>> {
      return new Set((await reference.genreIds()).map((g) => g.id));
    },

    /** Whether `sub` is a sub-category of the top-level category `parent`. */
    async categoryPairOk(parent: number, sub: number): Promise<boolean> {
      return reference.isSubCategory(parent, sub);
    },

    async isTopCategory(id: number): Promise<boolean> {
      return reference.isTopCategory(id);
    },
  };
}

export const sectionOk = (contest: Contest, sectionId: number) => contest.sectionId === null || contest.sectionId === sectionId;
export const categoryOk = (contest: Contest, categoryId: number) => contest.categoryId === null || contest.categoryId === categoryId;
export const contestOpen = (contest: Contest, now: Date) => contest.startsAt <= now && contest.endsAt > now;
