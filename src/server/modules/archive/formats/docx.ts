import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { BOOK_DOCX_STYLES, BOOK_GENERATOR, DOCX_GENERATOR_PROPERTY } from '../../../../domain/book-files';
import type { ParagraphNode } from '../../../../domain/chapter-doc';
import { SCENE_BREAK_TEXT } from '../../../../domain/chapter-doc';
import type { BookExport } from './book';

const { sceneBreak: SCENE_BREAK, quote: QUOTE, quoteStart: QUOTE_START } = BOOK_DOCX_STYLES;

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
 * their text as written, their bold, italic, underline, strike and centring, an empty paragraph stays, a scene
 * break is a centred `***` line in a style of its own and a block quote's paragraphs take the Quote style, its
 * first one Quote Start (so two quotes in a row stay two). The book's title is in the document's properties, not
 * its text, so an import finds only the chapters; the generator's property tells the import to read it exactly.
 */
export async function novelToDocx(book: BookExport): Promise<Buffer> {
  const children: Paragraph[] = [];
  book.chapters.forEach((chapter, i) => {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: i > 0, children: [new TextRun(chapter.title)] }));
    for (const block of chapter.doc.content) {
      if (block.type === 'paragraph') children.push(paragraph(block));
      else if (block.type === 'horizontalRule') children.push(new Paragraph({ style: SCENE_BREAK.id, alignment: AlignmentType.CENTER, children: [new TextRun(SCENE_BREAK_TEXT)] }));
      else block.content.forEach((p, n) => children.push(paragraph(p, n === 0 ? QUOTE_START.id : QUOTE.id)));
    }
  });
  const doc = new Document({
    title: book.title,
    creator: book.author,
    description: book.blurb,
    customProperties: [{ name: DOCX_GENERATOR_PROPERTY, value: BOOK_GENERATOR }],
    styles: {
      paragraphStyles: [
        { id: QUOTE.id, name: QUOTE.name, basedOn: 'Normal', next: 'Normal', paragraph: { indent: { left: 720, right: 720 } } },
        // Space above a quote's first paragraph shows where one quote ends and the next begins.
        { id: QUOTE_START.id, name: QUOTE_START.name, basedOn: QUOTE.id, next: QUOTE.id, paragraph: { spacing: { before: 240 } } },
        { id: SCENE_BREAK.id, name: SCENE_BREAK.name, basedOn: 'Normal', next: 'Normal', paragraph: { alignment: AlignmentType.CENTER } },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
