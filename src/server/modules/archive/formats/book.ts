import type { ChapterDoc } from '../../../../domain/chapter-doc';

/** A novel as the archive writes it into its book formats: the author's newest words of every chapter, in order. */
export interface BookExport {
  /** the novel's id, also its EPUB's identifier */
  id: number;
  title: string;
  /** BCP 47 language of its section */
  lang: string;
  author: string;
  blurb: string;
  chapters: { title: string; doc: ChapterDoc }[];
}
