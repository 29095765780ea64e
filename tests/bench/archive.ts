/**
 * Archive bench, printed by `npm run bench` (alone: `npm run bench -- archive`): an author with 1,000,000 words (10
 * novels of 100 chapters of 1,000 words, formatted, each chapter with a saved version) asks for the archive of
 * everything (POST /v1/archive.request) on PostgreSQL (PGlite when none answers), and the job builds it: the time
 * until its status reads ready, and the process's peak resident memory above what it held before, sampled every
 * 10 ms. Both as ratios: the time against the 60-second goal, the memory against the ZIP the job made (which it
 * streams to storage as it is built, so what remains is a step's working set and the heap's slack).
 */
import { eq } from 'drizzle-orm';
import { archives, chapterVersions, chapters } from '../../src/server/db/schema';
import type { ChapterDoc } from '../../src/domain/chapter-doc';
import { liveContentColumns, versionContentColumns } from '../../src/server/modules/chapter';
import { postgresAvailable, type DatabaseKind } from '../support/databases';
import { authorWithWorks } from './money';
import { ratioLine } from './ratio';
import os from 'node:os';

const NOVELS = Number(process.env.BENCH_ARCHIVE_NOVELS ?? 10);
const CHAPTERS = 100;
const PARAGRAPHS = 10;
const WORDS = 100;
const SYLLABLES = ['har', 'bour', 'lan', 'tern', 'salt', 'qui', 'et', 'bell', 'tide', 'ar', 'chive', 'wren', 'mor', 'ning', 'quay', 'sil', 'ver', 'do', 'ra', 'mel'];

/** A chapter of PARAGRAPHS × WORDS words from a seeded generator, some runs italic or bold, a scene break midway. */
function chapterDoc(seed: number): ChapterDoc {
  let s = seed || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
  const word = () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  const content: ChapterDoc['content'] = [];
  for (let p = 0; p < PARAGRAPHS; p++) {
    if (p === PARAGRAPHS / 2) content.push({ type: 'horizontalRule' });
    const words = Array.from({ length: WORDS }, word);
    content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: `${words.slice(0, 5).join(' ')} `, marks: [{ type: p % 2 ? 'italic' : 'bold' }] },
        { type: 'text', text: words.slice(5).join(' ') },
      ],
    });
  }
  return { type: 'doc', content };
}

export async function archiveBench() {
  const kind: DatabaseKind = (await postgresAvailable()) ? 'postgres' : 'pglite';
  const { test, api, token, works } = await authorWithWorks(kind, NOVELS);
  try {
    const db = test.database.db;
    for (const [n, novelId] of works.entries()) {
      const rows = await db
        .insert(chapters)
        .values(Array.from({ length: CHAPTERS }, (_, i) => ({ novelId, code: i + 1, title: `Chapter ${i + 1}`, ...liveContentColumns(chapterDoc(n * CHAPTERS + i + 1)), words: PARAGRAPHS * WORDS, status: 'released' })))
        .returning({ id: chapters.id, title: chapters.title, doc: chapters.contentDoc });
      await db.insert(chapterVersions).values(rows.map((r) => ({ chapterId: r.id, version: 1, title: r.title, ...versionContentColumns(r.doc), words: PARAGRAPHS * WORDS, kind: 'publish' })));
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const asked = await api.post('/v1/archive.request', token);
    const id = asked.body.data.archive_id as string;
    let status = 'queued';
    while (status === 'queued' || status === 'building') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await api.get(`/v1/archive.status?archive_id=${id}`, token)).body.data.status;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (status !== 'ready') throw new Error(`the archive ended ${status}`);
    const [row] = await db.select().from(archives).where(eq(archives.id, id));
    return { kind, words: NOVELS * CHAPTERS * PARAGRAPHS * WORDS, seconds, peakMb: (peak - before) / 1024 / 1024, zipMb: (row.bytes ?? 0) / 1024 / 1024, load: os.loadavg()[0] };
  } finally {
    await test.close();
  }
}

export function printArchiveBench(r: Awaited<ReturnType<typeof archiveBench>>) {
  const engine = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`Archive of everything: ${r.words.toLocaleString('en')} words in ${NOVELS} novels × ${CHAPTERS} chapters (EPUB, DOCX, Markdown, history), ${engine}:`);
  console.log(`  ready in ${r.seconds.toFixed(1)} s, a ${r.zipMb.toFixed(1)} MB ZIP, peak RSS above the start ${r.peakMb.toFixed(0)} MB (sampled every 10 ms${r.kind === 'pglite' ? '; the embedded database included' : ''})`);
  console.log(ratioLine(`archive ready / 60 s, 1,000,000 words, ${engine}`, r.seconds / 60, { atMost: 1 }, r.load));
  console.log(ratioLine(`archive peak RSS / its ZIP's size, ${engine}`, r.peakMb / Math.max(r.zipMb, 0.001), { atMost: 4 }, r.load));
  console.log('');
}
