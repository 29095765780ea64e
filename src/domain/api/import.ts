/** Wire types of a manuscript import: the preview of the chapters found, and its confirmation. */
import Type, { type Static } from 'typebox';
import { IMPORT_FORMATS, IMPORT_LIMITS } from '../manuscript-import';
import { Count, Id, IsoTime, OneOf, Text } from './common';
import { NovelCreateRequest } from './novels';

const ImportId = Type.String({ pattern: '^[0-9a-f]{32}$', description: 'the preview to confirm', examples: ['3f1c0e5a9b7d4c2e8f6a1b0c9d8e7f6a'] });

const Suggestion = Type.Union(
  [
    Type.Object({ action: Type.Literal('merge_next') }),
    Type.Object({ action: Type.Literal('merge_previous') }),
    Type.Object({ action: Type.Literal('split'), split_at: Count('the paragraph the second part starts at', 14) }),
  ],
  { description: 'what would bring the chapter within the site’s length rule' },
);

/** A chapter outside the site's words-per-chapter rule, with the change that would fix it. */
export const LengthFlag = Type.Object({ kind: OneOf(['too_short', 'too_long'] as const, 'too few or too many words'), suggestion: Suggestion });

export const PreviewChapter = Type.Object({
  title: Type.String({ examples: ['Chapter 1: The Harbour'] }),
  titled: Type.Boolean({ description: 'the title is the file’s own (false: numbered here); merged into another chapter it stays as a line of text', examples: [true] }),
  words: Count('words by the section’s counting rule', 2140),
  paragraphs: Count('blocks (paragraphs, scene breaks, quotes): `split_at` counts these', 38),
  flags: Type.Array(LengthFlag),
});
export type PreviewChapter = Static<typeof PreviewChapter>;

export const ImportPreview = Type.Object({
  import_id: ImportId,
  format: OneOf(IMPORT_FORMATS, 'the format read from the file’s bytes'),
  section_id: Id('the language section words were counted for', 1),
  words_per_chapter: Type.Object({ min: Count(undefined, 500), max: Count(undefined, 3000) }, { description: 'the site’s rule the flags apply' }),
  expires_at: IsoTime('confirm before this'),
  chapters: Type.Array(PreviewChapter),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportParagraphsQuery = { import_id: ImportId, index: Count('the preview chapter', 0) };
/** One preview chapter's blocks, to choose where to split it. */
export const ImportParagraphs = Type.Object({
  list: Type.Array(Type.Object({ text: Type.String({ description: 'the block’s text (a scene break reads ***), at most 200 characters', examples: ['The harbour bell rang twice…'] }), words: Count(undefined, 54) })),
});
export type ImportParagraphs = Static<typeof ImportParagraphs>;

export const ImportConfirmItem = Type.Object({
  from: Type.Array(Count('a preview chapter’s index'), { minItems: 1, maxItems: IMPORT_LIMITS.maxChapters, description: 'preview chapters merged, in this order', examples: [[0, 1]] }),
  title: Text(4000, 'the chapter’s title', 'The Harbour'),
  split_at: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'split the merged chapter before this block: the rest becomes the next chapter', examples: [14] })),
  split_title: Type.Optional(Text(4000, 'the title of the part after `split_at`', 'The Harbour, Part Two')),
});
export type ImportConfirmItem = Static<typeof ImportConfirmItem>;

export const ImportConfirmRequest = Type.Object({
  import_id: ImportId,
  original_book_id: Type.Optional(Id('add to this novel, after its last chapter', 12)),
  book: Type.Optional(Type.Omit(NovelCreateRequest, ['event_id'], { description: 'or create this novel (writeCenter.bookAdd’s fields)' })),
  chapters: Type.Array(ImportConfirmItem, { minItems: 1, maxItems: IMPORT_LIMITS.maxChapters, description: 'the chapters to create, in order; a preview chapter left out is dropped' }),
});
export type ImportConfirmRequest = Static<typeof ImportConfirmRequest>;

export const ImportConfirmed = Type.Object({
  original_book_id: Id('the novel', 12),
  created: Type.Boolean({ description: 'the novel was created by this import', examples: [false] }),
  chapters: Type.Array(Type.Object({ original_chapter_id: Id('chapter id', 301), chapter_code: Id('chapter no.', 13), title: Type.String(), words: Count() })),
});
export type ImportConfirmed = Static<typeof ImportConfirmed>;

