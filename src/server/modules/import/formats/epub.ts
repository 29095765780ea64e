import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { initEpubFile, type NavPoint } from '@lingo-reader/epub-parser';
import { importErrors } from '../errors';

/** A part of the book: the spine's HTML from one table-of-contents entry to the next. */
export interface EpubPart {
  /** the entry's label; undefined for what precedes the first entry */
  title?: string;
  html: string;
}

const flatten = (points: NavPoint[]): NavPoint[] => points.flatMap((p) => [p, ...flatten(p.children ?? [])]);

/** Where an element with this id opens in the markup (the start of its tag), or -1. */
function anchorAt(html: string, id: string): number {
  const match = new RegExp(`\\sid\\s*=\\s*["']${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`).exec(html);
  return match ? html.lastIndexOf('<', match.index) : -1;
}

/**
 * An EPUB read by @lingo-reader/epub-parser, following the spine (reading order) and cut where its table of
 * contents points: each entry starts a part, an entry pointing into the middle of a file cuts that file at
 * the element it names. Without a table of contents the whole spine is one part, to be split by headings.
 * The reader writes the book's images and styles to a folder of its own, removed afterwards. The generator the
 * package names (`<meta name="generator">`) comes with the parts.
 */
export async function epubToParts(bytes: Buffer): Promise<{ parts: EpubPart[]; hasToc: boolean; generator?: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wc-epub-'));
  try {
    let epub;
    try {
      epub = await initEpubFile(new Uint8Array(bytes), dir);
    } catch {
      throw importErrors.damaged();
    }
    const spine = epub.getSpine().filter((item) => item.linear !== 'no');
    const entries = flatten(epub.getToc())
      .map((point) => ({ label: point.label.trim(), target: epub.resolveHref(point.href) }))
      .filter((e): e is { label: string; target: { id: string; selector: string } } => Boolean(e.target));
    const parts: EpubPart[] = [{ html: '' }];
    for (const item of spine) {
      let html: string;
      try {
        html = (await epub.loadChapter(item.id)).html;
      } catch {
        throw importErrors.damaged();
      }
      const here = entries.filter((e) => e.target.id === item.id);
      // Cuts in document order: the file's start, then each named element that is found.
      const cuts = here
        .map((e) => ({ label: e.label, at: e.target.selector ? anchorAt(html, /\[id="(.*)"\]/.exec(e.target.selector)?.[1] ?? '') : 0 }))
        .filter((c) => c.at >= 0)
        .sort((a, b) => a.at - b.at);
      let from = 0;
      for (const cut of cuts) {
        parts[parts.length - 1].html += html.slice(from, cut.at);
        parts.push({ title: cut.label, html: '' });
        from = cut.at;
      }
      parts[parts.length - 1].html += html.slice(from);
    }
    const generator = epub.getMetadata().metas?.generator;
    epub.destroy();
    return { parts, hasToc: entries.length > 0, generator };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
