import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument } from '@cantoo/pdf-lib';
import { renderSignedPdf, renderUnsignedPdf } from '../../src/server/modules/contract/document/pdf';
import { loadPlatformCertificate, sealPdf } from '../../src/server/modules/contract/document/seal';
import type { ContractDocument, ContractParty, SignatureRecord } from '../../src/server/modules/contract/document/types';

/**
 * The contract PDF figure: render (unsigned for the "before" hash, the signed pages, the whole signed document) and seal
 * a contract of about 30 pages. The clauses are a few pages; the length comes from many signing parties (their rows,
 * signature blocks and certificate entries), which exercises the same layout a long contract would.
 */
export async function contractPdfBench(runs = 7, parties = 80) {
  const image = new Uint8Array(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="300" height="100"><path d="M10 60 Q 60 10 110 60 T 210 60 T 290 50" stroke="#1c2a5a" stroke-width="3" fill="none"/></svg>') }])
      .png()
      .toBuffer(),
  );
  const guardians: ContractParty[] = Array.from({ length: parties - 2 }, (_, i) => ({ role: 'guardian', legalName: `Guardian Number ${i + 1} Nguyễn Thị Hương`, email: `guardian${i + 1}@example.com` }));
  const doc: ContractDocument = {
    contractNo: 'WC-2026-000042',
    lang: 'en',
    platformName: "Writers' Center",
    work: { bookId: 42, title: 'The Star Wanderer' },
    parties: [{ role: 'author', legalName: 'Nguyễn Thị Hương', penName: 'Moonlit', email: 'author@example.com' }, ...guardians, { role: 'platform', legalName: "Writers' Center Ltd." }],
    terms: { type: 'exclusive', revenueSharePercent: 50, termYears: 3, firstPaidChapter: 21 },
    preparedAt: new Date('2026-03-01T10:00:00Z'),
  };
  const signatures: SignatureRecord[] = doc.parties.map((p, i) => ({
    role: p.role,
    name: p.legalName,
    image: p.role === 'platform' ? null : image,
    signedAt: new Date(Date.UTC(2026, 2, 2, 8, i)),
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  }));
  const cert = await loadPlatformCertificate({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'wc-bench-seal-')) });

  // The contracts module stores the unsigned PDF when it prepares a contract and hands it back at signing time;
  // without it renderSignedPdf renders the unsigned document again for its hash (a third render).
  const unsignedPdf = await renderUnsignedPdf(doc);
  const measure = async (stored: boolean) => {
    const times: number[] = [];
    let sealed: Uint8Array = new Uint8Array();
    // One warm-up run: the first render reads and parses the font files.
    for (let i = 0; i <= runs; i++) {
      const start = performance.now();
      const { pdf } = await renderSignedPdf(doc, signatures, stored ? { unsignedPdf } : {});
      sealed = await sealPdf(pdf, cert);
      if (i > 0) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)], sealed };
  };
  const withStored = await measure(true);
  const withoutStored = await measure(false);
  const pages = (await PDFDocument.load(withStored.sealed, { updateMetadata: false })).getPageCount();
  return { pages, runs, medianMs: withStored.medianMs, rerenderedMedianMs: withoutStored.medianMs, bytes: withStored.sealed.length };
}
