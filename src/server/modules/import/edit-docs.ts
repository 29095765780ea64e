import type { ChapterDoc } from '../../../domain/chapter-doc';

/** Chapters merged in order: their blocks one after another. */
export const mergeDocs = (docs: ChapterDoc[]): ChapterDoc => ({ type: 'doc', content: docs.flatMap((d) => d.content) });

/** A chapter cut before block `at`; undefined when either part would be empty. */
export function splitDoc(doc: ChapterDoc, at: number): [ChapterDoc, ChapterDoc] | undefined {
  if (at < 1 || at >= doc.content.length) return undefined;
  return [
    { type: 'doc', content: doc.content.slice(0, at) },
    { type: 'doc', content: doc.content.slice(at) },
  ];
}
