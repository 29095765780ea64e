/**
 * Manuscript import bench, printed by `npm run bench` (alone: `npm run bench -- import`): the preview of a DOCX
 * at the limits, 200 chapters and 1,000,000 words, generated here (Heading 1 per chapter, 50 paragraphs of 100
 * words each, some italic and bold), sent through POST /v1/import.preview on PGlite: time, and the process's peak
 * resident memory above what it held before, sampled every 10 ms.
 */
import { zipSync, strToU8 } from 'fflate';
import { IMPORT_LIMITS } from '../../src/domain/manuscript-import';
import { authorWithWorks } from './money';

/** Words of two or three syllables from a fixed seed, so the file packs like prose rather than a repeated line. */
const SYLLABLES = ['har', 'bour', 'lan', 'tern', 'salt', 'qui', 'et', 'bell', 'tide', 'ar', 'chive', 'wren', 'mor', 'ning', 'quay', 'sil', 'ver', 'do', 'ra', 'mel'];
function seededWords(count: number): string[] {
  // xorshift32: exact in 32-bit integer arithmetic.
  let seed = 20_261_205;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''));
}

/** A DOCX of `chapters` chapters of `paragraphs` paragraphs of 100 words: the XML Word writes, zipped by fflate. */
export function benchDocx(chapters: number, paragraphs: number): Uint8Array {
  const words = seededWords(chapters * paragraphs * 100);
  const sentence = (i: number) => words.slice(i * 100, i * 100 + 100).join(' ');
  const parts: string[] = [];
  for (let c = 0; c < chapters; c++) {
    parts.push(`<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Chapter ${c + 1}</w:t></w:r></w:p>`);
    for (let p = 0; p < paragraphs; p++) {
      const [first, ...rest] = sentence(c * paragraphs + p).split(' ');
      const marks = p % 7 === 0 ? '<w:rPr><w:i/></w:rPr>' : p % 11 === 0 ? '<w:rPr><w:b/></w:rPr>' : '';
      parts.push(`<w:p><w:r>${marks}<w:t>${first}</w:t></w:r><w:r><w:t xml:space="preserve"> ${rest.join(' ')}</w:t></w:r></w:p>`);
    }
  }
  const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    'word/_rels/document.xml.rels': xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'),
    'word/styles.xml': xml(
      '<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>',
    ),
    'word/document.xml': xml(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}</w:body></w:document>`),
  });
}

export async function importBench(runs = 3) {
  const chapters = IMPORT_LIMITS.maxChapters;
  const paragraphs = IMPORT_LIMITS.maxWords / chapters / 100;
  const file = Buffer.from(benchDocx(chapters, paragraphs));
  const { test, token } = await authorWithWorks('pglite', 0);
  try {
    const boundary = '----wc-bench-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="limits.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const results: { ms: number; peakMb: number; words: number; chapters: number }[] = [];
    for (let i = 0; i < runs; i++) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const started = performance.now();
      const res = await test.app.inject({ method: 'POST', url: '/v1/import.preview', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const body = res.json() as { code: number; data?: { chapters: { words: number }[] } };
      if (body.code !== 200) throw new Error(`preview failed: ${JSON.stringify(body).slice(0, 200)}`);
      results.push({ ms, peakMb: (peak - before) / 1024 / 1024, words: body.data!.chapters.reduce((s, c) => s + c.words, 0), chapters: body.data!.chapters.length });
    }
    const sorted = [...results].sort((a, b) => a.ms - b.ms);
    return { fileMb: file.length / 1024 / 1024, runs, median: sorted[Math.floor(runs / 2)], peakMb: Math.max(...results.map((r) => r.peakMb)) };
  } finally {
    await test.close();
  }
}

export function printImportBench(r: Awaited<ReturnType<typeof importBench>>) {
  console.log(`Manuscript import: a ${r.fileMb.toFixed(1)} MB DOCX of ${r.median.chapters} chapters and ${r.median.words.toLocaleString('en')} words, POST /v1/import.preview on PGlite (${r.runs} runs):`);
  console.log(`  median ${(r.median.ms / 1000).toFixed(2)} s, peak RSS above the start ${r.peakMb.toFixed(0)} MB (sampled every 10 ms; the embedded database included)\n`);
}
