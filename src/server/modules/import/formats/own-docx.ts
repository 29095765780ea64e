import mammoth from 'mammoth';
import { BOOK_DOCX_STYLES, BOOK_GENERATOR, DOCX_GENERATOR_PROPERTY } from '../../../../domain/book-files';
import type { BlockquoteNode, ChapterMark, ParagraphNode, TextNode } from '../../../../domain/chapter-doc';
import type { HtmlBlock } from '../../../../domain/chapter-html';
import { importErrors } from '../errors';
import { zipEntryText } from './zip';

/** The part of mammoth's document tree this reads: paragraphs with their style and alignment, runs with their marks. */
interface DocxNode {
  type: string;
  children?: DocxNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  alignment?: string | null;
  isBold?: boolean;
  isItalic?: boolean;
  isUnderline?: boolean;
  isStrikethrough?: boolean;
}

/** The generator a DOCX names in its custom properties, undefined when it names none. */
function generatorOf(bytes: Uint8Array): string | undefined {
  const xml = zipEntryText(bytes, 'docProps/custom.xml');
  if (!xml) return undefined;
  const name = DOCX_GENERATOR_PROPERTY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<property\\b[^>]*\\bname="${name}"[^>]*>\\s*<(?:\\w+:)?lpwstr>([^<]*)</(?:\\w+:)?lpwstr>`).exec(xml)?.[1];
}

/** Whether the DOCX is the archive's own, written by this version of its generator. */
export const isOwnDocx = (bytes: Uint8Array) => generatorOf(bytes) === BOOK_GENERATOR;

const hasStyle = (node: DocxNode, style: { id: string; name: string }) => node.styleId === style.id || node.styleName === style.name;
const headingLevel = (node: DocxNode) => Number(/^Heading([1-6])$/.exec(node.styleId ?? '')?.[1] ?? /^heading ([1-6])$/i.exec(node.styleName ?? '')?.[1] ?? 0);

/** A run's marks, as mammoth reads them, in the chapter schema's order. */
const RUN_MARKS: [ChapterMark, 'isBold' | 'isItalic' | 'isUnderline' | 'isStrikethrough'][] = [
  ['bold', 'isBold'],
  ['italic', 'isItalic'],
  ['underline', 'isUnderline'],
  ['strike', 'isStrikethrough'],
];

/** A paragraph's runs with their text as written: a tab is a tab, a line break the space it shows as. */
function runsOf(node: DocxNode, marks: ChapterMark[] = []): TextNode[] {
  if (node.type === 'text') return node.value ? [marks.length ? { type: 'text', text: node.value, marks: marks.map((type) => ({ type })) } : { type: 'text', text: node.value }] : [];
  if (node.type === 'tab' || node.type === 'break') return runsOf({ type: 'text', value: node.type === 'tab' ? '\t' : ' ' }, marks);
  const own = node.type === 'run' ? RUN_MARKS.filter(([, key]) => node[key]).map(([mark]) => mark) : marks;
  return (node.children ?? []).flatMap((child) => runsOf(child, own));
}

function toParagraph(node: DocxNode): ParagraphNode {
  const content: TextNode[] = [];
  for (const run of runsOf(node)) {
    const last = content[content.length - 1];
    if (last && JSON.stringify(last.marks ?? []) === JSON.stringify(run.marks ?? [])) last.text += run.text;
    else content.push(run);
  }
  const paragraph: ParagraphNode = { type: 'paragraph' };
  if (node.alignment === 'center') paragraph.attrs = { textAlign: 'center' };
  if (content.length) paragraph.content = content;
  return paragraph;
}

/** The body's paragraphs in order, from inside tables and other containers too. */
const paragraphsOf = (node: DocxNode): DocxNode[] => (node.type === 'paragraph' ? [node] : (node.children ?? []).flatMap(paragraphsOf));

/**
 * The archive's own DOCX read exactly, paragraph by paragraph from the document mammoth reads: a heading is
 * a heading (the chapter's title, as written), the scene-break style a scene break whatever its text, the quote
 * styles block quotes (the quote-start style opens a new one), every other paragraph a paragraph, empty ones
 * kept, text as written.
 */
export async function ownDocxToBlocks(bytes: Buffer): Promise<HtmlBlock[]> {
  let document: DocxNode | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: bytes },
      {
        transformDocument: (element: DocxNode) => (document = element),
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
      },
    );
  } catch {
    throw importErrors.damaged();
  }
  const blocks: HtmlBlock[] = [];
  let quote: BlockquoteNode | undefined;
  for (const node of document ? paragraphsOf(document) : []) {
    const level = headingLevel(node);
    const quoted = hasStyle(node, BOOK_DOCX_STYLES.quoteStart) || hasStyle(node, BOOK_DOCX_STYLES.quote);
    if (quoted) {
      if (!quote || hasStyle(node, BOOK_DOCX_STYLES.quoteStart)) blocks.push((quote = { type: 'blockquote', content: [] }));
      quote.content.push(toParagraph(node));
      continue;
    }
    quote = undefined;
    if (level) blocks.push({ type: 'heading', level, text: runsOf(node).map((r) => r.text).join('') });
    else if (hasStyle(node, BOOK_DOCX_STYLES.sceneBreak)) blocks.push({ type: 'horizontalRule' });
    else blocks.push(toParagraph(node));
  }
  return blocks;
}
