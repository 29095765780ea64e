import type { ChapterBlock, ChapterDoc } from '../../../domain/chapter-doc';

/**
 * Chapters merged in order: their blocks one after another. The title a merged-in chapter had in the file stays
 * as a paragraph where it began, so no words of the manuscript are lost; untitled parts add nothing.
 */
export function mergeDocs(chapters: { title: string | null; doc: ChapterDoc }[]): ChapterDoc {
  const content: ChapterBlock[] = chapters.flatMap((c, i) => [
    ...(i > 0 && c.title ? [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: c.title }] }] : []),
    ...c.doc.content,
  ]);
  return { type: 'doc', content };
}

/** A chapter cut before block `at`; undefined when either part would be empty. */
export function splitDoc(doc: ChapterDoc, at: number): [ChapterDoc, ChapterDoc] | undefined {
  if (at < 1 || at >= doc.content.length) return undefined;
  return [
    { type: 'doc', content: doc.content.slice(0, at) },
    { type: 'doc', content: doc.content.slice(at) },
  ];
}
