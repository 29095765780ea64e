import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ParagraphNode } from '../../../../domain/chapter-doc';
import { SCENE_BREAK_TEXT } from '../../../../domain/chapter-doc';
import type { BookExport } from './book';

/** The paragraph style of a block quote's paragraphs: the name the import's style map reads as a quote. */
export const QUOTE_STYLE = 'Quote';

function paragraph(node: ParagraphNode, style?: string): Paragraph {
  return new Paragraph({
    style,
    alignment: node.attrs?.textAlign === 'center' ? AlignmentType.CENTER : undefined,
    children: (node.content ?? []).map((run) => {
      const marks = new Set((run.marks ?? []).map((m) => m.type));
      return new TextRun({
        text: run.text,
        bold: marks.has('bold') || undefined,
        italics: marks.has('italic') || undefined,
        underline: marks.has('underline') ? {} : undefined,
        strike: marks.has('strike') || undefined,
      });
    }),
  });
}

/**
 * A novel as a Word document: each chapter opens with its title as Heading 1 on a new page, paragraphs keep
 * their bold, italic, underline, strike and centring, a scene break is a centred `***` line and a block quote's
 * paragraphs take the Quote style. The book's title is in the document's properties, not its text, so an
 * import finds only the chapters.
 */
export async function novelToDocx(book: BookExport): Promise<Buffer> {
  const children: Paragraph[] = [];
  book.chapters.forEach((chapter, i) => {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: i > 0, children: [new TextRun(chapter.title)] }));
    for (const block of chapter.doc.content) {
      if (block.type === 'paragraph') children.push(paragraph(block));
      else if (block.type === 'horizontalRule') children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(SCENE_BREAK_TEXT)] }));
      else for (const p of block.content) children.push(paragraph(p, QUOTE_STYLE));
    }
  });
  const doc = new Document({
    title: book.title,
    creator: book.author,
    description: book.blurb,
    styles: { paragraphStyles: [{ id: QUOTE_STYLE, name: QUOTE_STYLE, basedOn: 'Normal', next: 'Normal', paragraph: { indent: { left: 720, right: 720 } } }] },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
