/**
 * Searching the help center in the author's language (MiniSearch: a maintained, dependency-free
 * full-text index with prefix and fuzzy matching). Words are cut by Intl.Segmenter, so Thai and
 * Chinese, written without spaces, are searchable word by word; accents are folded in Latin
 * scripts. Each section of an article is a document, so a hit can open at its heading.
 */
import MiniSearch from 'minisearch';
import type { HelpSearchHit } from '../../../domain/api/help';
import type { HelpCategory } from '../../../domain/help';

export interface IndexedArticle {
  slug: string;
  lang: string;
  category: HelpCategory;
  title: string;
  summary: string;
  body: string;
  fallback: boolean;
}

interface Section {
  id: string;
  slug: string;
  anchor: string | null;
  title: string;
  heading: string;
  text: string;
}

/** Markdown to the words a reader sees. */
export const plainText = (markdown: string) =>
  markdown
    .replace(/\{#[a-z0-9-]+\}/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function sections(article: IndexedArticle): Section[] {
  const parts = article.body.split(/^(?=#{2,3} )/m);
  return parts.map((part, i) => {
    const heading = /^#{2,3} (.*?)(?:\s*\{#([a-z0-9-]+)\})?\s*$/m.exec(part);
    const isHeading = i > 0 || part.startsWith('#');
    return {
      id: `${article.slug}:${i}`,
      slug: article.slug,
      anchor: isHeading ? (heading?.[2] ?? null) : null,
      title: i === 0 ? `${article.title} ${article.summary}` : article.title,
      heading: isHeading && heading ? heading[1] : '',
      text: plainText(isHeading && heading ? part.slice(heading[0].length) : part),
    };
  });
}

/** Lower case, compatibility forms folded (full-width Latin), and accents dropped in scripts that carry them as combining marks. */
const fold = (term: string) => term.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();

function tokenizer(lang: string) {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return (text: string) => {
    const words: string[] = [];
    for (const s of segmenter.segment(text)) if (s.isWordLike) words.push(s.segment);
    return words;
  };
}

export interface HelpSearchIndex {
  search(q: string, limit?: number): HelpSearchHit[];
}

export function buildIndex(lang: string, articles: readonly IndexedArticle[]): HelpSearchIndex {
  const byslug = new Map(articles.map((a) => [a.slug, a]));
  const tokenize = tokenizer(lang);
  const index = new MiniSearch<Section>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['slug', 'anchor', 'text'],
    tokenize,
    processTerm: (term) => fold(term) || null,
    searchOptions: { boost: { title: 3, heading: 2 }, prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : 0), combineWith: 'AND' },
  });
  index.addAll(articles.flatMap(sections));

  return {
    search(q, limit = 20) {
      const query = q.trim();
      if (!query) return [];
      let results = index.search(query);
      if (!results.length) results = index.search(query, { combineWith: 'OR' });
      const seen = new Set<string>();
      const hits: HelpSearchHit[] = [];
      for (const r of results) {
        const slug = r.slug as string;
        if (seen.has(slug)) continue;
        seen.add(slug);
        const article = byslug.get(slug)!;
        hits.push({
          slug,
          category: article.category,
          title: article.title,
          summary: article.summary,
          fallback: article.fallback,
          lang: article.fallback ? 'en' : lang,
          anchor: (r.anchor as string | null) ?? null,
          excerpt: excerpt(r.text as string, r.terms),
        });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}

/** About 160 characters around the first matched word. */
function excerpt(text: string, terms: readonly string[]): string {
  const folded = fold(text);
  const at = Math.max(0, Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0), text.length));
  const start = at >= text.length ? 0 : Math.max(0, at - 60);
  const piece = text.slice(start, start + 160).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + 160 < text.length ? '…' : ''}`;
}
