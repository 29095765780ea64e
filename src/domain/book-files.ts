/**
 * The archive's EPUB and DOCX of a novel as the manuscript import knows them. Each carries a mark of its
 * generator (an EPUB in its package's `<meta name="generator">`, a DOCX in a custom document property), and
 * the import reads a marked file exactly: every paragraph with its own boundary and its text as written, a
 * scene break by its element or paragraph style (never by the text `***`). Any other file is a manuscript
 * from elsewhere, read by the import's heuristics.
 */

/** The generator and the version of the layout below; a file of another version is read as any other. */
export const BOOK_GENERATOR = 'writers-center-book/1';

/** The DOCX custom property that holds the generator. */
export const DOCX_GENERATOR_PROPERTY = 'Generator';

/**
 * The DOCX paragraph styles that carry the chapter's structure (a chapter's title is Word's Heading 1). Every
 * paragraph of a block quote has a quote style and its first one its own, so two quotes in a row stay two.
 */
export const BOOK_DOCX_STYLES = {
  sceneBreak: { id: 'SceneBreak', name: 'Scene Break' },
  quote: { id: 'Quote', name: 'Quote' },
  quoteStart: { id: 'QuoteStart', name: 'Quote Start' },
} as const;
