import { Parser } from 'htmlparser2';
import { isSceneBreakLine, type BlockquoteNode, type ChapterBlock, type ChapterDoc, type ChapterMark, type ParagraphNode, type TextNode } from './chapter-doc';

/**
 * One normaliser for HTML from anywhere (a paste from Word, Google Docs or a web page; an imported DOCX, EPUB,
 * Markdown or HTML file) into the chapter schema. Styles, fonts, colours, classes, links, images, tables'
 * structure, empty paragraphs and hidden markup are dropped; italic, bold, underline, strike, paragraph breaks,
 * centred paragraphs, block quotes and scene breaks are kept. Headings are kept apart so an importer can split
 * chapters on them; `chapterDocFromHtml` turns them into plain paragraphs.
 */

export interface HeadingBlock {
  type: 'heading';
  level: number;
  text: string;
}

export type HtmlBlock = ChapterBlock | HeadingBlock;

/** Elements whose content is never text of the chapter. */
const SKIPPED = new Set(['head', 'title', 'style', 'script', 'noscript', 'template', 'meta', 'link', 'xml', 'svg', 'math', 'iframe', 'object', 'button', 'select', 'textarea', 'o:p']);
/** Elements that end the paragraph before them and start a new one. */
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'li', 'ul', 'ol', 'dl', 'dt', 'dd',
  'pre', 'table', 'tr', 'td', 'th', 'caption', 'figure', 'figcaption', 'address', 'center', 'body', 'html',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
]);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);
const TAG_MARKS: Record<string, ChapterMark> = { em: 'italic', i: 'italic', cite: 'italic', dfn: 'italic', var: 'italic', strong: 'bold', b: 'bold', u: 'underline', ins: 'underline', s: 'strike', strike: 'strike', del: 'strike' };
const MARK_ORDER: ChapterMark[] = ['bold', 'italic', 'underline', 'strike'];

interface Frame {
  name: string;
  /** marks this element turns on (+) or off (-) */
  on: ChapterMark[];
  off: ChapterMark[];
  hidden: boolean;
  centred: boolean;
  heading: number;
  quote: boolean;
}

function styleOf(attribs: Record<string, string>): Map<string, string> {
  const style = new Map<string, string>();
  for (const part of (attribs.style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) style.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim().toLowerCase());
  }
  return style;
}

function frameFor(name: string, attribs: Record<string, string>): Frame {
  const style = styleOf(attribs);
  const on: ChapterMark[] = [];
  const off: ChapterMark[] = [];
  const tagMark = TAG_MARKS[name];
  const weight = style.get('font-weight');
  // Google Docs wraps a whole copied selection in <b style="font-weight:normal">: the style wins over the tag.
  const weightOff = weight !== undefined && (weight === 'normal' || weight === 'lighter' || (/^\d+$/.test(weight) && Number(weight) < 600));
  if (tagMark && !(tagMark === 'bold' && weightOff)) on.push(tagMark);
  if (weight !== undefined && (weight === 'bold' || weight === 'bolder' || (/^\d+$/.test(weight) && Number(weight) >= 600))) on.push('bold');
  if (weightOff) off.push('bold');
  const fontStyle = style.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') on.push('italic');
  if (fontStyle === 'normal') off.push('italic');
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (decoration.includes('underline')) on.push('underline');
  if (decoration.includes('line-through')) on.push('strike');
  const hidden =
    SKIPPED.has(name) ||
    style.get('display') === 'none' ||
    style.get('visibility') === 'hidden' ||
    style.get('mso-hide') === 'all' ||
    'hidden' in attribs ||
    attribs['aria-hidden'] === 'true';
  const align = style.get('text-align') ?? (attribs.align ?? '').toLowerCase();
  const heading = /^h[1-6]$/.test(name) ? Number(name[1]) : 0;
  return { name, on, off, hidden, centred: name === 'center' || align === 'center', heading, quote: name === 'blockquote' };
}

/**
 * The HTML as a list of blocks in the chapter schema, with headings kept as their own blocks.
 * Streams through the markup once, so a whole book's HTML costs one pass and no DOM.
 */
export function htmlToBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  const stack: Frame[] = [];
  let runs: TextNode[] = [];
  let centred = false;

  const activeMarks = (): ChapterMark[] => {
    const marks = new Set<ChapterMark>();
    for (const frame of stack) {
      for (const mark of frame.off) marks.delete(mark);
      for (const mark of frame.on) marks.add(mark);
    }
    return MARK_ORDER.filter((mark) => marks.has(mark));
  };
  const hidden = () => stack.some((frame) => frame.hidden);
  const headingLevel = () => stack.reduce((level, frame) => frame.heading || level, 0);
  const inQuote = () => stack.some((frame) => frame.quote);
  const inPre = () => stack.some((frame) => frame.name === 'pre');

  /** The block quote paragraphs are being added to, until the quote element closes. */
  let quote: BlockquoteNode | undefined;
  const pushBlock = (block: ChapterBlock) => {
    if (block.type === 'paragraph' && inQuote()) {
      if (!quote) blocks.push((quote = { type: 'blockquote', content: [] }));
      quote.content.push(block);
      return;
    }
    quote = undefined;
    blocks.push(block);
  };

  /** Ends the paragraph being collected: whitespace collapsed and trimmed, empty ones dropped. */
  const flush = () => {
    const paragraph = toParagraph(runs, centred);
    runs = [];
    centred = false;
    if (!paragraph) return;
    const level = headingLevel();
    const text = (paragraph.content ?? []).map((t) => t.text).join('');
    if (level) blocks.push({ type: 'heading', level, text });
    else if (isSceneBreakLine(text)) pushBlock({ type: 'horizontalRule' });
    else pushBlock(paragraph);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (hidden()) {
          if (!VOID.has(name)) stack.push({ name, on: [], off: [], hidden: true, centred: false, heading: 0, quote: false });
          return;
        }
        if (name === 'br') {
          flush();
          return;
        }
        if (name === 'hr') {
          flush();
          pushBlock({ type: 'horizontalRule' });
          return;
        }
        if (VOID.has(name)) return;
        const frame = frameFor(name, attribs);
        if (BLOCKS.has(name)) {
          flush();
          if (frame.quote && !inQuote()) quote = undefined;
        }
        stack.push(frame);
        if (frame.centred) centred = true;
      },
      ontext(text) {
        if (hidden()) return;
        // Preformatted text keeps its lines: each is a paragraph.
        const lines = inPre() ? text.split(/\r?\n/) : [text];
        const marks = activeMarks().map((type) => ({ type }));
        lines.forEach((line, i) => {
          if (i > 0) flush();
          const last = runs[runs.length - 1];
          if (last && JSON.stringify(last.marks ?? []) === JSON.stringify(marks)) last.text += line;
          else runs.push(marks.length ? { type: 'text', text: line, marks } : { type: 'text', text: line });
          if (stack.some((frame) => frame.centred)) centred = true;
        });
      },
      onclosetag(name, implied) {
        if (VOID.has(name) && !implied) return;
        // Close up to the matching element; stray closing tags are ignored as browsers do.
        const at = stack.map((frame) => frame.name).lastIndexOf(name);
        if (at < 0) return;
        const closing = stack.slice(at);
        const wasHidden = hidden();
        if (!wasHidden && closing.some((frame) => BLOCKS.has(frame.name))) flush();
        stack.length = at;
        if (!wasHidden && closing.some((frame) => frame.quote) && !inQuote()) quote = undefined;
      },
      oncomment() {
        // Word's conditional comments and everything else in comments are not text.
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

const SPACE = /[\s\u00a0]+/g;

/** Runs to a paragraph: whitespace collapsed as HTML renders it. */
function toParagraph(runs: TextNode[], centred: boolean): ParagraphNode | undefined {
  const content: TextNode[] = [];
  for (const run of runs) {
    const text = run.text.replace(SPACE, ' ');
    if (!text) continue;
    const last = content[content.length - 1];
    if (last && JSON.stringify(last.marks ?? []) === JSON.stringify(run.marks ?? [])) last.text += text;
    else content.push({ ...run, text });
  }
  // Trim the paragraph's ends, dropping runs left empty, and join doubled spaces across runs.
  for (let i = 0; i < content.length; i++) {
    if (i > 0 && content[i - 1].text.endsWith(' ')) content[i].text = content[i].text.replace(/^ +/, '');
  }
  while (content.length && !(content[0].text = content[0].text.replace(/^ +/, ''))) content.shift();
  while (content.length && !(content[content.length - 1].text = content[content.length - 1].text.replace(/ +$/, ''))) content.pop();
  const kept = content.filter((run) => run.text !== '');
  if (!kept.length) return undefined;
  // Key order as normalizeChapterDoc writes it, so documents compare equal as JSON.
  return centred ? { type: 'paragraph', attrs: { textAlign: 'center' }, content: kept } : { type: 'paragraph', content: kept };
}

/** The HTML as a chapter: headings become plain paragraphs. */
export function chapterDocFromHtml(html: string): ChapterDoc {
  const content: ChapterBlock[] = htmlToBlocks(html).map((block) =>
    block.type === 'heading' ? { type: 'paragraph', content: [{ type: 'text', text: block.text }] } : block,
  );
  return { type: 'doc', content };
}
