/** The help center's wire (/helpCenter). */
import Type, { type Static } from 'typebox';
import { Count, IsoTime, OneOf, Text } from './common';
import { HELP_CATEGORIES, HELP_SEARCH_MAX_CHARS } from '../help';

const Slug = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'the article’s id', examples: ['payee'] });

export const HelpArticleEntry = Type.Object({
  slug: Slug,
  category: OneOf(HELP_CATEGORIES),
  title: Type.String(),
  summary: Type.String(),
  /** the article is not written in the asked language: this is the English one */
  fallback: Type.Boolean({ description: 'true: no article in the asked language, this is the English one' }),
  lang: Type.String({ description: 'the language the text is in', examples: ['es'] }),
});
export type HelpArticleEntry = Static<typeof HelpArticleEntry>;

export const HelpIndex = Type.Object({ list: Type.Array(HelpArticleEntry, { description: 'every article, by category and order' }) });
export type HelpIndex = Static<typeof HelpIndex>;

export const HelpArticle = Type.Object({
  ...HelpArticleEntry.properties,
  body: Type.String({ description: 'Markdown; headings end with `{#anchor}`' }),
  routes: Type.Array(Type.String(), { description: 'the screens it explains' }),
  updated_at: IsoTime(),
  /** the author's own answer to "was this helpful?", if any */
  helpful: Type.Union([Type.Null(), Type.Boolean()]),
});
export type HelpArticle = Static<typeof HelpArticle>;

export const HelpSearchQuery = {
  q: Text(HELP_SEARCH_MAX_CHARS, 'words to look for, in the author’s language', 'payout'),
};

export const HelpSearchHit = Type.Object({
  ...HelpArticleEntry.properties,
  /** a piece of the text around the first match */
  excerpt: Type.String(),
  anchor: Type.Union([Type.Null(), Type.String()], { description: 'the section the best match is in' }),
});
export type HelpSearchHit = Static<typeof HelpSearchHit>;
export const HelpSearchResult = Type.Object({ list: Type.Array(HelpSearchHit), total: Count() });
export type HelpSearchResult = Static<typeof HelpSearchResult>;

export const HelpFeedbackRequest = Type.Object({ slug: Slug, helpful: Type.Boolean() });
export type HelpFeedbackRequest = Static<typeof HelpFeedbackRequest>;
