import { describe, expect, it, beforeAll } from 'vitest';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { IntlMessageFormat } from 'intl-messageformat';
import { PDFDocument } from '@cantoo/pdf-lib';
import { LOCALES, type Locale } from '../../src/domain/locales';
import { contractClauses } from '../../src/server/modules/contract/document/clauses';
import { renderSignedPdf, renderUnsignedPdf } from '../../src/server/modules/contract/document/pdf';
import { loadPlatformCertificate, sealPdf, selfSignedCertificate, type PlatformCertificate } from '../../src/server/modules/contract/document/seal';
import { verifySealedPdf } from '../../src/server/modules/contract/document/verify';
import type { ContractDocument, SignatureRecord } from '../../src/server/modules/contract/document/types';
import { ConfigError, loadConfig } from '../../src/server/config';

const I18N = path.resolve(import.meta.dirname, '../../src/server/modules/contract/document/i18n');
const catalog = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(path.join(I18N, `${locale}.json`), 'utf8'));

/** The names of a message's arguments, from the ICU syntax tree (plural branches included). */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }>; type: number }>) {
      if (typeof node.value === 'string' && node.type !== 0 && node.type !== 7) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return [...names].sort();
}

/** A small RGBA PNG with a wavy stroke, like the signature pad's export. */
function signaturePng(width = 240, height = 80): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * (width * 4 + 1) + 1 + x * 4;
      const on = Math.abs(Math.sin(x / 11) * (height / 3) + height / 2 - y) < 2;
      raw.set([20, 30, 90, on ? 255 : 0], o);
    }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => (b.reduce((c, x) => crcTable[(c ^ x) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const TITLES: Partial<Record<Locale, string>> = { th: 'นักเดินทางแห่งดวงดาว', zh: '星河旅人', ru: 'Звёздный странник', vi: 'Lữ khách giữa các vì sao' };

function contract(lang: Locale, overrides: Partial<ContractDocument> = {}): ContractDocument {
  return {
    contractNo: 'WC-2026-000042',
    lang,
    platformName: "Writers' Center",
    work: { bookId: 42, title: TITLES[lang] ?? 'The Star Wanderer' },
    parties: [
      { role: 'author', legalName: lang === 'zh' ? '李小龙' : 'Nguyễn Thị Hương', penName: 'Moonlit', email: 'author@example.com' },
      { role: 'guardian', legalName: 'สมชาย ใจดี' },
      { role: 'platform', legalName: "Writers' Center Ltd." },
    ],
    terms: { type: 'exclusive', revenueSharePercent: 50, termYears: 3, firstPaidChapter: 21 },
    preparedAt: new Date('2026-03-01T10:00:00Z'),
    ...overrides,
  };
}

const SIGNATURES: SignatureRecord[] = [
  { role: 'author', name: 'Nguyễn Thị Hương', image: signaturePng(), signedAt: new Date('2026-03-02T08:30:00Z'), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' },
  { role: 'guardian', name: 'สมชาย ใจดี', image: signaturePng(200, 60), signedAt: new Date('2026-03-02T08:35:00Z'), ip: '203.0.113.7', userAgent: 'Mozilla/5.0' },
  { role: 'platform', name: "Writers' Center Ltd.", image: null, signedAt: new Date('2026-03-03T09:00:00Z'), ip: '198.51.100.1', userAgent: 'back office' },
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Text drawn on the pages, by font family (subset tag stripped). */
async function textByFont(pdf: Uint8Array): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const byFont = new Map<string, string>();
  for (const page of doc.getPages())
    for (const asset of page.extractContents())
      if (asset.kind === 'text') byFont.set(asset.fontFamily, (byFont.get(asset.fontFamily) ?? '') + asset.getText().replace(/\n/g, ''));
  return byFont;
}

describe('contract catalogs', () => {
  const en = catalog('en');
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key with the same placeholders', (locale) => {
    const own = catalog(locale);
    expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
    let identical = 0;
    for (const [id, english] of Object.entries(en)) {
      expect(argumentNames(own[id], locale), `${locale} ${id}`).toEqual(argumentNames(english, 'en'));
      if (own[id] === english) identical++;
    }
    // A few labels are the same word in some languages ("email: {email}", "Platform"); the clauses never are.
    expect(identical / Object.keys(en).length).toBeLessThan(0.1);
    for (const id of Object.keys(en).filter((k) => k.startsWith('clause.'))) expect(own[id], `${locale} ${id}`).not.toBe(en[id]);
  });
});

describe('contractClauses', () => {
  it('numbers the clauses that apply, fills in the terms, and gives every clause a summary', () => {
    const { clauses, keyTerms } = contractClauses(contract('en'));
    expect(clauses.map((c) => c.id)).toEqual([
      'grant',
      'term',
      'revenue',
      'first_paid_chapter',
      'author_warranties',
      'platform_duties',
      'termination',
      'guardian_consent',
      'governing_terms',
      'electronic_signature',
    ]);
    for (const c of clauses) {
      expect(c.title.length).toBeGreaterThan(3);
      expect(c.text.length).toBeGreaterThan(c.summary.length);
      expect(c.summary).toMatch(/\.$/);
    }
    expect(clauses[0].text).toMatch(/exclusive right.*“The Star Wanderer”/);
    expect(clauses.find((c) => c.id === 'term')!.text).toContain('3 years');
    expect(clauses.find((c) => c.id === 'revenue')!.summary).toContain('50%');
    expect(clauses.find((c) => c.id === 'first_paid_chapter')!.text).toContain('chapter 21');
    expect(keyTerms.map((k) => k.id)).toEqual(['term', 'exclusivity', 'rights', 'revenue_share', 'termination', 'first_paid_chapter']);
    expect(keyTerms.find((k) => k.id === 'first_paid_chapter')!.value).toBe('Chapter 21');
  });

  it('leaves out the paid-chapter and guardian clauses when they do not apply, and words a non-exclusive grant', () => {
    const doc = contract('en', {
      terms: { type: 'non_exclusive', revenueSharePercent: 70, termYears: 1, firstPaidChapter: null },
      parties: contract('en').parties.filter((p) => p.role !== 'guardian'),
    });
    const { clauses, keyTerms } = contractClauses(doc);
    expect(clauses.map((c) => c.id)).not.toContain('first_paid_chapter');
    expect(clauses.map((c) => c.id)).not.toContain('guardian_consent');
    expect(clauses[0].text).toContain('non-exclusive right');
    expect(clauses.find((c) => c.id === 'term')!.text).toContain('1 year.');
    expect(keyTerms.find((k) => k.id === 'first_paid_chapter')!.value).toMatch(/^None/);
    expect(keyTerms.find((k) => k.id === 'exclusivity')!.value).toMatch(/^Non-exclusive/);
  });

  it('uses each language’s plural forms', () => {
    const ru = (years: number) => contractClauses(contract('ru', { terms: { ...contract('ru').terms, termYears: years } })).clauses[1].text;
    expect(ru(1)).toContain('1 год.');
    expect(ru(3)).toContain('3 года.');
    expect(ru(5)).toContain('5 лет.');
  });
});

describe('contract PDF', () => {
  it.each(LOCALES)('renders the %s contract, unsigned and signed', { timeout: 60_000 }, async (lang) => {
    const unsigned = await renderUnsignedPdf(contract(lang));
    expect(latin1(unsigned.subarray(0, 5))).toBe('%PDF-');
    const signed = await renderSignedPdf(contract(lang), SIGNATURES);
    const doc = await PDFDocument.load(signed.pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getSubject()).toBe('WC-2026-000042');
  });

  it('embeds subset Thai and Chinese fonts that hold the text (and a Thai name in a Chinese contract)', { timeout: 60_000 }, async () => {
    const th = await renderUnsignedPdf(contract('th'));
    const zh = await renderUnsignedPdf(contract('zh'));
    for (const pdf of [th, zh]) {
      expect(latin1(pdf)).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(latin1(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);
    }
    const thText = await textByFont(th);
    expect(thText.get('NotoSansThai-Bold')).toContain('สัญญาการเผยแพร่นิยายออนไลน์');
    expect(thText.get('NotoSansThai')).toContain('นักเดินทางแห่งดวงดาว');
    const zhText = await textByFont(zh);
    const sc = [...zhText].filter(([font]) => font.startsWith('NotoSansSC')).map(([, text]) => text).join('');
    expect(sc).toContain('星');
    expect(sc).toContain('协议');
    expect(sc).toContain('李小龙');
    expect(zhText.get('NotoSansThai')).toContain('สมชาย');
  });

  it('prints page numbers in the contract’s language', async () => {
    const text = [...(await textByFont(await renderUnsignedPdf(contract('de'))))].map(([, t]) => t).join('');
    expect(text).toMatch(/Seite 1 von \d/);
  });

  it('renders the signed contract deterministically, with the hashes it prints', { timeout: 60_000 }, async () => {
    const doc = contract('en');
    const a = await renderSignedPdf(doc, SIGNATURES);
    const b = await renderSignedPdf(doc, SIGNATURES);
    expect(sha256(a.pdf)).toBe(sha256(b.pdf));
    expect(a.sha256Before).toBe(b.sha256Before);
    expect(a.sha256After).toBe(b.sha256After);
    const unsigned = await renderUnsignedPdf(doc);
    expect(a.sha256Before).toBe(sha256(unsigned));
    expect(a.sha256After).not.toBe(a.sha256Before);
    // The stored unsigned PDF, when given, is what "before" hashes.
    const stored = new Uint8Array([...unsigned, 0x0a]);
    expect((await renderSignedPdf(doc, SIGNATURES, { unsignedPdf: stored })).sha256Before).toBe(sha256(stored));

    const text = [...(await textByFont(a.pdf))].map(([, t]) => t).join('');
    expect(text).toContain(a.sha256Before);
    expect(text).toContain(a.sha256After);
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('2026-03-02T08:30:00.000Z');
    const parsed = await PDFDocument.load(a.pdf, { updateMetadata: false });
    expect(parsed.getCreationDate()?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parsed.getModificationDate()?.toISOString()).toBe('2026-03-03T09:00:00.000Z');
  });

  it('refuses bad terms and a signature image that is not a PNG', async () => {
    await expect(renderUnsignedPdf(contract('en', { terms: { type: 'exclusive', revenueSharePercent: 0, termYears: 3, firstPaidChapter: null } }))).rejects.toThrow(/revenueSharePercent/);
    await expect(renderUnsignedPdf(contract('en', { contractNo: 'WC (42)' }))).rejects.toThrow(/contractNo/);
    await expect(renderSignedPdf(contract('en'), [{ ...SIGNATURES[0], image: new Uint8Array([1, 2, 3]) }])).rejects.toThrow(/author signature image is not a PNG/);
  });
});

describe('seal and verification', () => {
  let dataDir: string;
  let cert: PlatformCertificate;
  let other: PlatformCertificate;
  let signed: Uint8Array;
  let sealed: Uint8Array;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'wc-seal-'));
    cert = await loadPlatformCertificate({ dataDir });
    other = await loadPlatformCertificate({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'wc-seal-other-')) });
    signed = (await renderSignedPdf(contract('en'), SIGNATURES)).pdf;
    sealed = await sealPdf(signed, cert);
  }, 60_000);

  it('generates the certificate once into the data directory (0600) and reuses it', async () => {
    for (const file of ['signing-cert.pem', 'signing-key.pem']) expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    const again = await loadPlatformCertificate({ dataDir });
    expect(again.fingerprint).toBe(cert.fingerprint);
    expect(cert.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(other.fingerprint).not.toBe(cert.fingerprint);
  });

  it('takes SIGNING_CERT / SIGNING_KEY as PEM text or file paths, and refuses half a pair or a key of another certificate', async () => {
    const certFile = path.join(dataDir, 'signing-cert.pem');
    const fromPaths = await loadPlatformCertificate({ dataDir: '/nonexistent', certPem: certFile, keyPem: path.join(dataDir, 'signing-key.pem') });
    expect(fromPaths.fingerprint).toBe(cert.fingerprint);
    const fromText = await loadPlatformCertificate({ dataDir: '/nonexistent', certPem: cert.certPem, keyPem: cert.keyPem });
    expect(fromText.fingerprint).toBe(cert.fingerprint);
    await expect(loadPlatformCertificate({ dataDir, certPem: cert.certPem })).rejects.toThrow(/together/);
    await expect(loadPlatformCertificate({ dataDir, certPem: cert.certPem, keyPem: other.keyPem })).rejects.toThrow(/not the private key/);
  });

  it('gives a key left without its certificate a new certificate', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-seal-half-'));
    const first = await loadPlatformCertificate({ dataDir: dir });
    unlinkSync(path.join(dir, 'signing-cert.pem'));
    const second = await loadPlatformCertificate({ dataDir: dir });
    expect(second.keyPem).toBe(first.keyPem);
    expect(statSync(path.join(dir, 'signing-cert.pem')).mode & 0o777).toBe(0o600);
  });

  it('seals as an incremental update that verifies as intact and ours, with the contract number and signing time', () => {
    expect(Buffer.from(sealed.subarray(0, signed.length)).equals(Buffer.from(signed))).toBe(true);
    const text = latin1(sealed);
    expect(text).toContain('/SubFilter /adbe.pkcs7.detached');
    expect(text).toMatch(/\/ByteRange \[ ?0 \d+ \d+ \d+ ?\]/);
    const check = verifySealedPdf(sealed, [other, cert]);
    expect(check).toMatchObject({ sealed: true, intact: true, ours: true, contractNo: 'WC-2026-000042', sha256: sha256(sealed) });
    expect(Math.abs(check.signedAt!.getTime() - Date.now())).toBeLessThan(120_000);
  });

  it('answers sealed=false for an unsealed PDF, random bytes and an empty file, without throwing', () => {
    expect(verifySealedPdf(signed, [cert])).toMatchObject({ sealed: false, intact: false, ours: false, contractNo: null });
    expect(verifySealedPdf(randomBytes(4096), [cert]).sealed).toBe(false);
    expect(verifySealedPdf(new Uint8Array(0), [cert])).toMatchObject({ sealed: false, sha256: sha256(new Uint8Array(0)) });
    expect(verifySealedPdf(Buffer.from('%PDF-1.7 /ByteRange [0 1 2'), [cert])).toMatchObject({ sealed: true, intact: false });
  });

  it('breaks on any changed byte: in the content, the signature, the trailer, the ByteRange; and on appended bytes', () => {
    const text = latin1(sealed);
    const range = /\/ByteRange \[ ?(\d+) (\d+) (\d+) (\d+)/.exec(text.slice(text.lastIndexOf('/ByteRange')))!.slice(1).map(Number);
    const hole = { start: range[1], end: range[2] };
    const positions = {
      header: 3,
      content: Math.floor(signed.length / 2),
      'signed pdf trailer': signed.length - 10,
      'byte range': text.lastIndexOf('/ByteRange') + 14,
      'signature start': hole.start + 40,
      'signature middle': hole.start + 1200,
      'signature padding': hole.end - 20,
      'signature bracket': hole.end - 1,
      'seal trailer': sealed.length - 8,
    };
    for (const [where, at] of Object.entries(positions)) {
      for (const change of [(b: number) => b ^ 0x01, (b: number) => (b === 0x30 ? 0x41 : 0x30)]) {
        const bad = Buffer.from(sealed);
        bad[at] = change(bad[at]);
        if (bad[at] === sealed[at]) continue;
        const check = verifySealedPdf(bad, [cert]);
        expect(check.sealed && check.intact, `${where} (${at})`).toBe(false);
      }
    }
    // Every 7th byte of the signature (its DER, not the zero padding): CMS signs only the signed attributes, so this
    // is what shows the rest of the structure is held to its one valid form.
    const derEnd = latin1(sealed).slice(hole.start + 1, hole.end - 1).replace(/0+$/, '').length + hole.start + 1;
    for (let at = hole.start + 1; at < derEnd; at += 7) {
      const bad = Buffer.from(sealed);
      bad[at] = bad[at] === 0x30 ? 0x31 : 0x30;
      const check = verifySealedPdf(bad, [cert]);
      expect(check.sealed && check.intact, `signature byte ${at - hole.start}`).toBe(false);
    }
    // A hex digit in upper case decodes to the same bytes, but it is a changed byte all the same.
    const hexAt = latin1(sealed).slice(hole.start + 1, hole.end).search(/[a-f]/) + hole.start + 1;
    const upper = Buffer.from(sealed);
    upper[hexAt] -= 0x20;
    expect(verifySealedPdf(upper, [cert]).intact).toBe(false);
    expect(verifySealedPdf(Buffer.concat([sealed, Buffer.from('\n% appended\n')]), [cert]).intact).toBe(false);
  });

  it('is not ours when sealed under another certificate', async () => {
    const foreign = await sealPdf(signed, other);
    expect(verifySealedPdf(foreign, [cert])).toMatchObject({ sealed: true, intact: true, ours: false });
    expect(verifySealedPdf(foreign, [cert, other]).ours).toBe(true);
  });

  it('keeps UTF-8 names in the certificate verifiable', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const certPem = selfSignedCertificate(keyPem, 'Écrivains’ 中心');
    const named = await loadPlatformCertificate({ dataDir: '/nonexistent', certPem, keyPem });
    expect(verifySealedPdf(await sealPdf(signed, named), [named])).toMatchObject({ intact: true, ours: true });
  });
});

describe('signing settings', () => {
  let certPem: string;
  let keyPem: string;
  beforeAll(() => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    certPem = selfSignedCertificate(keyPem, 'Test seal');
  });

  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env, []);
      return '';
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems.join('\n');
    }
  };

  it('is empty by default: the certificate is generated into the data directory', () => {
    expect(loadConfig({}, []).signing).toEqual({ certPem: undefined, keyPem: undefined });
  });

  it('reads PEM text or files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-signing-config-'));
    writeFileSync(path.join(dir, 'cert.pem'), certPem);
    writeFileSync(path.join(dir, 'key.pem'), keyPem);
    expect(loadConfig({ SIGNING_CERT: certPem, SIGNING_KEY: keyPem }, []).signing).toEqual({ certPem: `${certPem.trim()}\n`, keyPem: `${keyPem.trim()}\n` });
    expect(loadConfig({ SIGNING_CERT: path.join(dir, 'cert.pem'), SIGNING_KEY: path.join(dir, 'key.pem') }, []).signing).toEqual({ certPem, keyPem });
  });

  it('refuses half a pair, an unreadable file, PEM that does not parse, without echoing a key', () => {
    expect(problems({ SIGNING_CERT: certPem })).toMatch(/SIGNING_CERT and SIGNING_KEY must be set together/);
    expect(problems({ SIGNING_CERT: '/no/such/cert.pem', SIGNING_KEY: keyPem })).toMatch(/SIGNING_CERT is neither PEM text nor a readable PEM file/);
    const broken = keyPem.replace(/[A-Za-z]{20}/, 'x');
    const text = problems({ SIGNING_CERT: certPem, SIGNING_KEY: broken });
    expect(text).toMatch(/SIGNING_KEY does not hold an unencrypted PEM private key/);
    expect(text).not.toContain(broken.split('\n')[1]);
    expect(problems({ SIGNING_CERT: keyPem, SIGNING_KEY: keyPem })).toMatch(/SIGNING_CERT does not hold a PEM certificate/);
  });
});
