/**
 * A chapter as a structured document: the small schema fiction needs, in ProseMirror's JSON shape
 * (the editor stores its document as it is), with the plain text and sanitised HTML derived from it.
 *
 * Blocks: paragraph (optionally centred), scene break, block quote of paragraphs.
 * Marks on text: italic, bold, underline, strike.
 * Anything else is not part of a chapter: `normalizeChapterDoc` drops it rather than refusing the save.
 */

export const CHAPTER_MARKS = ['bold', 'italic', 'underline', 'strike'] as const;
export type ChapterMark = (typeof CHAPTER_MARKS)[number];

export interface TextNode {
  type: 'text';
  text: string;
  marks?: { type: ChapterMark }[];
}

export interface ParagraphNode {
  type: 'paragraph';
  attrs?: { textAlign?: 'center' | null };
  content?: TextNode[];
}

export interface SceneBreakNode {
  type: 'horizontalRule';
}

export interface BlockquoteNode {
  type: 'blockquote';
  content: ParagraphNode[];
}

export type ChapterBlock = ParagraphNode | SceneBreakNode | BlockquoteNode;

export interface ChapterDoc {
  type: 'doc';
  content: ChapterBlock[];
}

/** How a scene break reads in plain text and Markdown-style input. */
export const SCENE_BREAK_TEXT = '***';

const MARK_ORDER: Record<ChapterMark, number> = { bold: 0, italic: 1, underline: 2, strike: 3 };

export const emptyChapterDoc = (): ChapterDoc => ({ type: 'doc', content: [] });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function normalizeText(node: unknown): TextNode | undefined {
  if (!isRecord(node) || node.type !== 'text' || typeof node.text !== 'string' || node.text === '') return undefined;
  const marks = Array.isArray(node.marks)
    ? [...new Set(node.marks.filter(isRecord).map((m) => m.type))]
        .filter((type): type is ChapterMark => (CHAPTER_MARKS as readonly unknown[]).includes(type))
        .sort((a, b) => MARK_ORDER[a] - MARK_ORDER[b])
    : [];
  // Line breaks inside a paragraph are not part of the schema: they read as spaces.
  const text = node.text.replace(/[\r\n]+/g, ' ');
  return marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type })) } : { type: 'text', text };
}

const sameMarks = (a: TextNode, b: TextNode) => JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

function normalizeParagraph(node: Record<string, unknown>): ParagraphNode {
  const texts: TextNode[] = [];
  for (const child of Array.isArray(node.content) ? node.content : []) {
    const text = normalizeText(child);
    if (!text) continue;
    const last = texts[texts.length - 1];
    // Adjacent runs with the same marks are one run, so equal documents compare equal.
    if (last && sameMarks(last, text)) last.text += text.text;
    else texts.push(text);
  }
  const centred = isRecord(node.attrs) && node.attrs.textAlign === 'center';
  const paragraph: ParagraphNode = { type: 'paragraph' };
  if (centred) paragraph.attrs = { textAlign: 'center' };
  if (texts.length) paragraph.content = texts;
  return paragraph;
}

function normalizeBlock(node: unknown): ChapterBlock | undefined {
  if (!isRecord(node)) return undefined;
  if (node.type === 'paragraph') return normalizeParagraph(node);
  if (node.type === 'horizontalRule') return { type: 'horizontalRule' };
  if (node.type === 'blockquote') {
    const content = (Array.isArray(node.content) ? node.content : [])
      .filter(isRecord)
      .filter((child) => child.type === 'paragraph')
      .map(normalizeParagraph);
    return content.length ? { type: 'blockquote', content } : undefined;
  }
  return undefined;
}

/**
 * The document reduced to the chapter schema: unknown nodes and marks dropped, runs merged, marks in a fixed
 * order. Anything that is not a document becomes an empty one.
 */
export function normalizeChapterDoc(value: unknown): ChapterDoc {
  if (!isRecord(value) || value.type !== 'doc' || !Array.isArray(value.content)) return emptyChapterDoc();
  const content = value.content.map(normalizeBlock).filter((block): block is ChapterBlock => block !== undefined);
  return { type: 'doc', content };
}

/** True when the value is a document in the chapter schema exactly as stored. */
export function isChapterDoc(value: unknown): value is ChapterDoc {
  return isRecord(value) && JSON.stringify(normalizeChapterDoc(value)) === JSON.stringify(value);
}

const paragraphText = (paragraph: ParagraphNode) => (paragraph.content ?? []).map((t) => t.text).join('');

/**
 * Plain text: one line per paragraph, blocks separated by a blank line, a scene break as `***`.
 * Word counts and the content rules read this, so markup never counts as words.
 */
export function chapterDocToText(doc: ChapterDoc): string {
  const blocks: string[] = [];
  for (const block of doc.content) {
    if (block.type === 'paragraph') blocks.push(paragraphText(block));
    else if (block.type === 'horizontalRule') blocks.push(SCENE_BREAK_TEXT);
    else blocks.push(block.content.map(paragraphText).join('\n\n'));
  }
  return blocks.join('\n\n').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * A plain-text chapter as a document: paragraphs from blank lines (and from single line breaks, which is how
 * most authors separated paragraphs in a text box), a line of only `***` or similar as a scene break.
 */
export function chapterDocFromText(text: string): ChapterDoc {
  const content: ChapterBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (isSceneBreakLine(line)) content.push({ type: 'horizontalRule' });
    else content.push({ type: 'paragraph', content: [{ type: 'text', text: line }] });
  }
  return { type: 'doc', content };
}

/** `***`, `* * *`, `---`, `###`, `~~~` and the like on a line of their own. */
export function isSceneBreakLine(line: string): boolean {
  return /^([*#~\-_=·•◇◆])(\s*\1){2,}$/.test(line.trim());
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const MARK_TAGS: Record<ChapterMark, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

function textToHtml(node: TextNode): string {
  let html = escapeHtml(node.text);
  for (const mark of [...(node.marks ?? [])].reverse()) html = `<${MARK_TAGS[mark.type]}>${html}</${MARK_TAGS[mark.type]}>`;
  return html;
}

function paragraphToHtml(paragraph: ParagraphNode): string {
  const open = paragraph.attrs?.textAlign === 'center' ? '<p class="center">' : '<p>';
  return `${open}${(paragraph.content ?? []).map(textToHtml).join('')}</p>`;
}

/**
 * Sanitised HTML, built from the schema rather than filtered: only p, em, strong, u, s, hr and blockquote
 * appear, text is escaped, and the one attribute is `class="center"`.
 */
export function chapterDocToHtml(doc: ChapterDoc): string {
  return doc.content
    .map((block) => {
      if (block.type === 'paragraph') return paragraphToHtml(block);
      if (block.type === 'horizontalRule') return '<hr>';
      return `<blockquote>${block.content.map(paragraphToHtml).join('')}</blockquote>`;
    })
    .join('\n');
}

/** The document and what is derived from it, as a chapter stores them. */
export function deriveChapterContent(doc: ChapterDoc): { doc: ChapterDoc; html: string; text: string } {
  const normal = normalizeChapterDoc(doc);
  return { doc: normal, html: chapterDocToHtml(normal), text: chapterDocToText(normal) };
}
