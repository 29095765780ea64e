import { Parser } from 'htmlparser2';
import type { BlockquoteNode, ChapterMark, ParagraphNode, TextNode } from './chapter-doc';
import type { HtmlBlock } from './chapter-html';

const TAG_MARKS: Record<string, ChapterMark> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underline', s: 'strike' };
const MARK_ORDER: ChapterMark[] = ['bold', 'italic', 'underline', 'strike'];
/** Elements whose text is never the chapter's. */
const SKIPPED = new Set(['head', 'title', 'style', 'script']);

const isCentred = (attribs: Record<string, string>) =>
  (attribs.class ?? '').split(/\s+/).includes('center') || /(^|;)\s*text-align\s*:\s*center\s*(;|$)/i.test(attribs.style ?? '');

/** Runs as a paragraph: neighbours with the same marks joined, nothing trimmed or collapsed. */
function toParagraph(runs: TextNode[], centred: boolean): ParagraphNode {
  const content: TextNode[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = content[content.length - 1];
    if (last && JSON.stringify(last.marks ?? []) === JSON.stringify(run.marks ?? [])) last.text += run.text;
    else content.push({ ...run });
  }
  const paragraph: ParagraphNode = { type: 'paragraph' };
  if (centred) paragraph.attrs = { textAlign: 'center' };
  if (content.length) paragraph.content = content;
  return paragraph;
}

/**
 * A chapter's HTML as `chapterDocToHtml` writes it (with the chapter's title as a heading above it, as in the
 * archive's EPUB), read back exactly: each `<p>` is a paragraph, an empty one too, its text as written (no
 * whitespace collapsed or trimmed); `<hr>` is a scene break and a paragraph is never one, whatever its text;
 * each `<blockquote>` is a quote of its own; headings keep their text as written. For files this platform
 * wrote; HTML from anywhere else goes through `htmlToBlocks`, which cleans it up.
 */
export function exactHtmlToBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  const stack: { name: string; mark?: ChapterMark; skipped: boolean }[] = [];
  let paragraph: { centred: boolean; runs: TextNode[] } | undefined;
  let heading: { level: number; text: string } | undefined;
  let quote: BlockquoteNode | undefined;

  const marks = () => MARK_ORDER.filter((mark) => stack.some((frame) => frame.mark === mark));
  const skipped = () => stack.some((frame) => frame.skipped);
  const endParagraph = () => {
    if (!paragraph) return;
    const node = toParagraph(paragraph.runs, paragraph.centred);
    paragraph = undefined;
    if (quote) quote.content.push(node);
    else blocks.push(node);
  };
  const endQuote = () => {
    endParagraph();
    // A quote with no paragraph is not in the chapter schema.
    if (quote && !quote.content.length) blocks.splice(blocks.indexOf(quote), 1);
    quote = undefined;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'hr') {
          endQuote();
          blocks.push({ type: 'horizontalRule' });
          return;
        }
        if (name === 'br') {
          // Not written by the platform (a paragraph holds no line break): read as the space a break shows.
          if (paragraph) paragraph.runs.push({ type: 'text', text: ' ' });
          return;
        }
        stack.push({ name, mark: TAG_MARKS[name], skipped: SKIPPED.has(name) });
        if (skipped()) return;
        if (name === 'blockquote') {
          endQuote();
          quote = { type: 'blockquote', content: [] };
          blocks.push(quote);
        } else if (name === 'p') {
          endParagraph();
          paragraph = { centred: isCentred(attribs), runs: [] };
        } else if (/^h[1-6]$/.test(name)) {
          endQuote();
          heading = { level: Number(name[1]), text: '' };
        }
      },
      ontext(text) {
        if (skipped()) return;
        if (heading) {
          heading.text += text;
          return;
        }
        // Text between blocks is the file's layout, not the chapter's; text outside any paragraph is one.
        if (!paragraph) {
          if (!text.trim()) return;
          paragraph = { centred: false, runs: [] };
        }
        const on = marks();
        paragraph.runs.push(on.length ? { type: 'text', text, marks: on.map((type) => ({ type })) } : { type: 'text', text });
      },
      onclosetag(name) {
        const at = stack.map((frame) => frame.name).lastIndexOf(name);
        if (at < 0) return;
        const wasSkipped = skipped();
        stack.length = at;
        if (wasSkipped && skipped()) return;
        if (name === 'p') endParagraph();
        else if (name === 'blockquote') endQuote();
        else if (heading && /^h[1-6]$/.test(name)) {
          blocks.push({ type: 'heading', level: heading.level, text: heading.text });
          heading = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  endQuote();
  return blocks;
}
