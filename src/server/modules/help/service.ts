/**
 * The help center: articles per language with English as the fallback, search in the
 * author's language, "was this helpful?", and publishing from files. Every instance keeps its own
 * search index per language and rebuilds it when the articles' version (count and latest change)
 * moves, so a publish through any instance reaches every instance's search.
 */
import type { Db } from '../../db/client';
import type { helpArticles } from '../../db/schema';
import type { HelpArticle, HelpArticleEntry, HelpSearchResult } from '../../../domain/api/help';
import { HELP_CATEGORIES, HELP_SLUG_PATTERN, parseHelpFile, type HelpCategory } from '../../../domain/help';
import { LOCALES, normalizeLocale, type Locale } from '../../../domain/locales';
import { ApiCode } from '../../../domain/errors';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { buildIndex, type HelpSearchIndex, type IndexedArticle } from './search';
import { articlesRepository, type ArticleRow as Row } from './articles-repository';
import { feedbackRepository } from './feedback-repository';

export interface HelpFileInput {
  lang: string;
  slug: string;
  text: string;
}

export interface PublishReport {
  published: number;
  updated: number;
  unchanged: number;
  rejected: { file: string; reason: string }[];
}

const categoryOrder = (c: string) => HELP_CATEGORIES.indexOf(c as HelpCategory);

/** The asked language's article where there is one, else the English one, marked. */
function inLanguage(rows: readonly Row[], lang: Locale): (Row & { fallback: boolean })[] {
  const bySlug = new Map<string, Row & { fallback: boolean }>();
  for (const row of rows) {
    if (row.lang === lang) bySlug.set(row.slug, { ...row, fallback: false });
    else if (row.lang === 'en' && !bySlug.has(row.slug)) bySlug.set(row.slug, { ...row, fallback: lang !== 'en' });
  }
  return [...bySlug.values()].sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.sort - b.sort || a.slug.localeCompare(b.slug));
}

const entry = (row: Row & { fallback: boolean }): HelpArticleEntry => ({
  slug: row.slug,
  category: row.category as HelpCategory,
  title: row.title,
  summary: row.summary,
  fallback: row.fallback,
  lang: row.lang,
});

export function helpService(db: Db) {
  const indexes = new Map<Locale, { version: string; index: HelpSearchIndex }>();
  const articles = articlesRepository(db);

  return {
    /** GET /v1/help.list */
    async list(langInput: string | undefined) {
      const lang = normalizeLocale(langInput);
      return { list: inLanguage(await articles.inLanguage(lang), lang).map(entry) };
    },

    /** GET /v1/help.get */
    async get(userId: number, slug: string, langInput: string | undefined): Promise<HelpArticle> {
      const lang = normalizeLocale(langInput);
      const rows = await articles.bySlug(slug, lang);
      const [row] = inLanguage(rows, lang);
      if (!row) throw new AppError(ApiCode.NotFound, 'help.notFound');
      const helpful = await feedbackRepository(db).answer(slug, userId);
      return { ...entry(row), body: row.body, routes: row.routes, updated_at: row.updatedAt.toISOString(), helpful };
    },

    /** GET /v1/help.search */
    async search(q: string, langInput: string | undefined): Promise<HelpSearchResult> {
      const lang = normalizeLocale(langInput);
      const current = await articles.version();
      let cached = indexes.get(lang);
      if (!cached || cached.version !== current) {
        const indexed: IndexedArticle[] = inLanguage(await articles.inLanguage(lang), lang).map((r) => ({ slug: r.slug, lang: r.lang, category: r.category as HelpCategory, title: r.title, summary: r.summary, body: r.body, fallback: r.fallback }));
        cached = { version: current, index: buildIndex(lang, indexed) };
        indexes.set(lang, cached);
      }
      const list = cached.index.search(q);
      return { list, total: list.length };
    },

    /** POST /v1/help.feedback: one answer per author and article; answering again changes it. */
    async feedback(userId: number, input: { slug: string; helpful: boolean }, langInput: string | undefined) {
      const lang = normalizeLocale(langInput);
      if (!(await articles.exists(input.slug))) throw new AppError(ApiCode.NotFound, 'help.notFound');
      await feedbackRepository(db).save(input.slug, lang, userId, input.helpful);
    },

    /** Staff: publishes article files (`<lang>/<slug>.md`); a file whose text did not change is left as it is. */
    async publish(files: readonly HelpFileInput[], staffId: number | null, reportLang = 'en'): Promise<PublishReport> {
      const report: PublishReport = { published: 0, updated: 0, unchanged: 0, rejected: [] };
      const good: (typeof helpArticles.$inferInsert)[] = [];
      for (const f of files) {
        const reject = (reason: string, values?: Record<string, string>) => report.rejected.push({ file: `${f.lang}/${f.slug}.md`, reason: translate(reportLang, reason, values) });
        if (!(LOCALES as readonly string[]).includes(f.lang)) reject('help.file.lang', { lang: f.lang });
        else if (!HELP_SLUG_PATTERN.test(f.slug)) reject('help.file.slug');
        else {
          const parsed = parseHelpFile(f.text);
          if (!parsed.ok) reject(parsed.reason, parsed.values);
          else {
            const { file } = parsed;
            good.push({ slug: f.slug, lang: f.lang, category: file.category, sort: file.order, title: file.title, summary: file.summary, body: file.body, routes: file.routes, publishedBy: staffId });
          }
        }
      }
      if (!good.length) return report;
      const key = (r: { slug: string; lang: string }) => `${r.lang}/${r.slug}`;
      const existing = new Map((await articles.byKeys(good.map(key))).map((r) => [key(r), r]));
      const fresh = good.filter((g) => !existing.has(key(g)));
      // Two instances starting on a new database may both publish the shipped articles: the first one's stand.
      if (fresh.length) await articles.addNew(fresh);
      report.published = fresh.length;
      for (const g of good) {
        const current = existing.get(key(g));
        if (!current) continue;
        const same = current.title === g.title && current.summary === g.summary && current.body === g.body && current.category === g.category && current.sort === g.sort && current.routes.join('\n') === g.routes!.join('\n');
        if (same) {
          report.unchanged++;
          continue;
        }
        await articles.replace(g);
        report.updated++;
      }
      return report;
    },
  };
}
