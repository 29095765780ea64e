import { marked } from 'marked';
import { escapeHtml } from '../../../../domain/chapter-doc';

/** Markdown as HTML, by marked (CommonMark with GitHub's additions); raw HTML in it goes to the same normaliser. */
export function markdownToHtml(text: string): string {
  return marked.parse(text, { async: false, gfm: true, breaks: false });
}

/** Plain text as HTML: one paragraph per line, as authors separate paragraphs in a text file. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
}
