import type { ChapterDoc, ParagraphNode, TextNode } from '../../../../domain/chapter-doc';
import { escapeHtml } from '../../../../domain/chapter-doc';
import type { BookExport } from './book';

/** Characters Markdown would read as syntax, escaped so the text reads as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_~[\]#<>|])/g, '\\$1');

function runToMarkdown(run: TextNode): string {
  const marks = new Set((run.marks ?? []).map((m) => m.type));
  // Markdown cannot hold emphasis that starts or ends on a space: the spaces go outside the markers.
  const [, lead, core, tail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text)!;
  if (!core) return run.text;
  let out = escapeMarkdown(core);
  if (marks.has('strike')) out = `~~${out}~~`;
  // Markdown has no underline: the HTML element every Markdown reader passes through.
  if (marks.has('underline')) out = `<u>${out}</u>`;
  if (marks.has('italic')) out = `*${out}*`;
  if (marks.has('bold')) out = `**${out}**`;
  return `${lead}${out}${tail}`;
}

function paragraphToMarkdown(paragraph: ParagraphNode): string {
  const text = (paragraph.content ?? []).map(runToMarkdown).join('');
  // A centred paragraph has no Markdown either; an HTML paragraph keeps it (its marks then written as HTML).
  if (paragraph.attrs?.textAlign === 'center') {
    const html = (paragraph.content ?? [])
      .map((run) => (run.marks ?? []).reduceRight((inner, m) => `<${TAGS[m.type]}>${inner}</${TAGS[m.type]}>`, escapeHtml(run.text)))
      .join('');
    return `<p align="center">${html}</p>`;
  }
  return text;
}

const TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' } as const;

/** A chapter in CommonMark (with GitHub's strike-through): paragraphs, `***` scene breaks, `>` quotes. */
export function chapterToMarkdown(title: string, doc: ChapterDoc): string {
  const blocks = [`# ${escapeMarkdown(title)}`];
  for (const block of doc.content) {
    if (block.type === 'paragraph') blocks.push(paragraphToMarkdown(block));
    else if (block.type === 'horizontalRule') blocks.push('***');
    else blocks.push(block.content.map((p) => `> ${paragraphToMarkdown(p)}`).join('\n>\n'));
  }
  return `${blocks.filter((b) => b !== '').join('\n\n')}\n`;
}

/** The whole book: its title, then every chapter under its heading (a level lower than the book's). */
export function bookToMarkdown(book: BookExport): string {
  const chapters = book.chapters.map((c) => chapterToMarkdown(c.title, c.doc).replace(/^# /, '## '));
  return [`# ${escapeMarkdown(book.title)}`, '', ...chapters].join('\n');
}
