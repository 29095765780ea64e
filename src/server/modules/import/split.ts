import { htmlToBlocks, type HtmlBlock } from '../../../domain/chapter-html';
import type { ChapterBlock, ChapterDoc } from '../../../domain/chapter-doc';
import { isChapterLine, type SplitMarker, type SplitMode } from '../../../domain/manuscript-import';

/** A chapter found in a manuscript: its title (none for untitled front matter or `***` parts) and document. */
export interface FoundChapter {
  title: string | null;
  doc: ChapterDoc;
}

export interface SplitRule {
  mode: SplitMode;
  marker: SplitMarker;
}

const asParagraph = (block: HtmlBlock): ChapterBlock => (block.type === 'heading' ? { type: 'paragraph', content: [{ type: 'text', text: block.text }] } : block);
const blockText = (block: HtmlBlock) =>
  block.type === 'heading' ? block.text : block.type === 'paragraph' ? (block.content ?? []).map((t) => t.text).join('') : '';
const sameTitle = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** What starts a chapter under the rule: its title, `''` for an untitled one, undefined when the block does not. */
function chapterStart(block: HtmlBlock, rule: SplitRule): string | undefined {
  if (rule.mode === 'headings') return block.type === 'heading' && block.level <= 2 ? block.text : undefined;
  if (rule.marker === '***') return block.type === 'horizontalRule' ? '' : undefined;
  const text = blockText(block);
  return text && isChapterLine(text) ? text : undefined;
}

/**
 * Blocks cut into chapters where the rule says one starts. The line that starts a chapter becomes its title
 * (a `***` marker is dropped); text before the first start is a chapter of its own, untitled. Headings that
 * start nothing stay in the text as paragraphs.
 */
export function splitBlocks(blocks: HtmlBlock[], rule: SplitRule, first: FoundChapter = { title: null, doc: { type: 'doc', content: [] } }): FoundChapter[] {
  const chapters: FoundChapter[] = [first];
  for (const block of blocks) {
    const title = chapterStart(block, rule);
    if (title !== undefined) chapters.push({ title: title || null, doc: { type: 'doc', content: [] } });
    else chapters[chapters.length - 1].doc.content.push(asParagraph(block));
  }
  return chapters.filter((c, i) => c.doc.content.length > 0 || (i > 0 && c.title !== null));
}

/** How HTML is read into blocks: cleaned up (`htmlToBlocks`, any manuscript) or exactly (the platform's own files). */
export type BlockReader = (html: string) => HtmlBlock[];

/** One flow of HTML (DOCX, Markdown, HTML, text) cut by the rule. */
export const splitHtml = (html: string, rule: SplitRule, read: BlockReader = htmlToBlocks) => splitBlocks(read(html), rule);

/**
 * A book already cut by its table of contents: each part is a chapter titled by its entry, less the heading
 * that repeats that title at its top. Under a marker rule the parts are one flow cut by the marker instead.
 */
export function splitParts(parts: { title?: string; html: string }[], rule: SplitRule, read: BlockReader = htmlToBlocks): FoundChapter[] {
  if (rule.mode === 'marker') return splitHtml(parts.map((p) => p.html).join('\n'), rule, read);
  const chapters: FoundChapter[] = [];
  for (const part of parts) {
    const blocks = read(part.html);
    const firstText = blocks.findIndex((b) => blockText(b) !== '' || b.type === 'horizontalRule');
    if (part.title !== undefined && firstText >= 0 && blocks[firstText].type === 'heading' && sameTitle(blockText(blocks[firstText]), part.title)) blocks.splice(firstText, 1);
    const doc: ChapterDoc = { type: 'doc', content: blocks.map(asParagraph) };
    if (part.title !== undefined || doc.content.length) chapters.push({ title: part.title ?? null, doc });
  }
  return chapters;
}
