import { createHash } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName, PDFString, rgb, type PDFImage } from '@cantoo/pdf-lib';
import { contractClauses, type Clause, type KeyTerm } from './clauses';
import { ContractFonts, type Weight } from './fonts';
import { A4, CONTENT_WIDTH, MARGIN, PageWriter, type TextStyle } from './layout';
import { contractMessage, formatContractDate, type MessageValues } from './messages';
import type { ContractDocument, ContractParty, PartyRole, SignatureRecord } from './types';

/**
 * The contract as a PDF: A4, the clauses numbered with their plain-language summaries, the
 * signature block and, once signed, a certificate page. Rendering is deterministic: the same
 * document and signatures give the same bytes (dates come from the input, font subsets have fixed
 * names, pdf-lib adds no file id), so the hashes printed on the certificate can be reproduced.
 */

/** The Info dictionary key verifySealedPdf reads the contract number back from. */
export const CONTRACT_NO_KEY = 'ContractNo';
const CONTRACT_NO = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

const INK = rgb(0.11, 0.12, 0.14);
const MUTED = rgb(0.4, 0.42, 0.46);
const ACCENT = rgb(0.13, 0.32, 0.52);
const RULE = rgb(0.8, 0.82, 0.85);
const TINT = rgb(0.95, 0.96, 0.975);

interface Styles {
  title: TextStyle;
  subtitle: TextStyle;
  heading: TextStyle;
  clauseTitle: TextStyle;
  body: TextStyle;
  summary: TextStyle;
  label: TextStyle;
  value: TextStyle;
  small: TextStyle;
  smallBold: TextStyle;
}

function stylesFor(lang: ContractDocument['lang']): Styles {
  // Thai stacks vowels and tone marks above and below the line: it needs more leading.
  const k = lang === 'th' ? 1.12 : 1;
  const s = (size: number, weight: Weight, color = INK, leading = size * 1.45) => ({ size, weight, color, leading: leading * k });
  return {
    title: s(19, 700, INK, 25),
    subtitle: s(9.5, 400, MUTED),
    heading: s(12.5, 700, ACCENT, 18),
    clauseTitle: s(11, 700, INK, 16),
    body: s(10, 400),
    summary: s(9, 400, rgb(0.16, 0.27, 0.4)),
    label: s(8.5, 700, MUTED),
    value: s(9, 400),
    small: s(8, 400, MUTED),
    smallBold: s(8, 700, INK),
  };
}

export interface SignedRenderOptions {
  /**
   * The unsigned PDF as stored when the contract was prepared: its SHA-256 is the "before" hash.
   * Without it the unsigned PDF is rendered again (the same bytes, as long as this code and its fonts are unchanged).
   */
  unsignedPdf?: Uint8Array;
}

/** The contract as the parties read it, before anyone signs (stored when the contract is prepared). */
export async function renderUnsignedPdf(doc: ContractDocument): Promise<Uint8Array> {
  assertDocument(doc);
  return render(doc, { signatures: null, certificate: null });
}

/**
 * The signed contract: clauses, signatures, and a certificate page (parties, each signature's time, IP address and user
 * agent, the SHA-256 of the unsigned document ("before") and of the signed pages ("after": the same document without
 * its certificate page, which cannot hold its own hash)). Not yet sealed: sealPdf does that.
 */
export async function renderSignedPdf(
  doc: ContractDocument,
  signatures: SignatureRecord[],
  options: SignedRenderOptions = {},
): Promise<{ pdf: Uint8Array; sha256Before: string; sha256After: string }> {
  assertDocument(doc);
  for (const s of signatures) {
    if (!doc.parties.some((p) => p.role === s.role)) throw new Error(`a ${s.role} signature, but the contract has no ${s.role}`);
    if (!(s.signedAt instanceof Date) || Number.isNaN(s.signedAt.getTime())) throw new Error(`the ${s.role} signature has no valid time`);
  }
  const sha256Before = sha256(options.unsignedPdf ?? (await render(doc, { signatures: null, certificate: null })));
  const sha256After = sha256(await render(doc, { signatures, certificate: null }));
  const pdf = await render(doc, { signatures, certificate: { sha256Before, sha256After } });
  return { pdf, sha256Before, sha256After };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function assertDocument(doc: ContractDocument) {
  const { terms } = doc;
  if (!CONTRACT_NO.test(doc.contractNo)) throw new Error('contractNo must be 1–64 letters, digits, ".", "_", "/" or "-"');
  if (!Number.isInteger(terms.revenueSharePercent) || terms.revenueSharePercent < 1 || terms.revenueSharePercent > 100)
    throw new Error('revenueSharePercent must be a whole number from 1 to 100');
  if (!Number.isInteger(terms.termYears) || terms.termYears < 1 || terms.termYears > 10) throw new Error('termYears must be a whole number from 1 to 10');
  if (terms.firstPaidChapter !== null && (!Number.isInteger(terms.firstPaidChapter) || terms.firstPaidChapter < 1))
    throw new Error('firstPaidChapter must be a chapter number from 1, or null');
  if (!doc.parties.some((p) => p.role === 'author') || !doc.parties.some((p) => p.role === 'platform'))
    throw new Error('a contract needs an author and the platform among its parties');
  if (Number.isNaN(doc.preparedAt.getTime())) throw new Error('preparedAt is not a valid date');
}

interface RenderMode {
  /** null: the unsigned document (empty signature lines) */
  signatures: SignatureRecord[] | null;
  certificate: { sha256Before: string; sha256After: string } | null;
}

async function render(doc: ContractDocument, mode: RenderMode): Promise<Uint8Array> {
  const { lang } = doc;
  const values: MessageValues = { platform: doc.platformName, title: doc.work.title, bookId: String(doc.work.bookId), contractNo: doc.contractNo };
  const t = (id: string, extra?: MessageValues) => contractMessage(lang, id, { ...values, ...extra });
  const styles = stylesFor(lang);

  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = new ContractFonts(pdf, lang);
  const w = new PageWriter(pdf, fonts, lang);
  const parts = partsOf(doc, mode, t);

  await embedFonts(fonts, parts, t);
  await drawBody(w, pdf, parts, mode, t, styles);
  const bodyPages = w.pages.length;
  if (parts.certificate) drawCertificate(w, parts.certificate.rows, t, styles);
  drawHeadersAndFooters(w, parts, bodyPages, styles);
  return save(pdf, doc, mode, parts.title);
}

/** Every text of the document, before layout. */
function partsOf(doc: ContractDocument, mode: RenderMode, t: T) {
  const { lang } = doc;
  const { clauses, keyTerms } = contractClauses(doc);
  return {
    clauses,
    keyTerms,
    title: t('doc.title'),
    subtitle: `${t('doc.contractNo')} · ${t('doc.preparedOn', { date: formatContractDate(lang, doc.preparedAt) })}`,
    header: `${doc.platformName} · ${t('doc.contractNo')}`,
    partyLines: doc.parties.map((p) => ({ role: roleLabel(t, p.role), text: partyText(t, p) })),
    signatureBlocks: signatureBlocksFor(doc, mode.signatures, t),
    certificate: mode.certificate ? certificateRows(doc, mode.signatures ?? [], mode.certificate, t) : null,
    pageLabel: (page: number, pages: number) => t('footer.page', { page, pages }),
    certLabel: (page: number, pages: number) => t('footer.certificatePage', { page, pages }),
  };
}
type Parts = ReturnType<typeof partsOf>;

/** Every text is known before layout: the fonts that draw it are embedded first. */
async function embedFonts(fonts: ContractFonts, parts: Parts, t: T) {
  const { title, subtitle, header, pageLabel, certLabel, partyLines, keyTerms, clauses, signatureBlocks, certificate } = parts;
  const texts: Array<[string, Weight]> = [];
  const need = (text: string, weight: Weight) => texts.push([text, weight]);
  need(title, 700);
  need(subtitle, 400);
  need(header, 400);
  need(pageLabel(1234567890, 1234567890), 400);
  need(certLabel(1234567890, 1234567890), 400);
  for (const id of ['doc.parties', 'doc.work', 'keyTerms.heading', 'signatures.heading', 'summary.label', 'certificate.heading']) need(t(id), 700);
  need(t('doc.intro'), 400);
  need(t('doc.workValue'), 400);
  need(t('signatures.intro'), 400);
  for (const p of partyLines) {
    need(p.role, 700);
    need(p.text, 400);
  }
  for (const k of keyTerms) {
    need(k.label, 700);
    need(k.value, 400);
  }
  clauses.forEach((c, i) => {
    need(clauseHeading(c, i), 700);
    need(c.text, 400);
    need(c.summary, 400);
  });
  for (const b of signatureBlocks) b.texts.forEach(([text, weight]) => need(text, weight));
  if (certificate) certificate.texts.forEach(([text, weight]) => need(text, weight));
  for (const [text, weight] of texts) fonts.prepare(text, weight);
  await fonts.ready();
}

/** The signed pages: title, parties, the work, the key terms, the clauses and the signatures. */
async function drawBody(w: PageWriter, pdf: PDFDocument, parts: Parts, mode: RenderMode, t: T, styles: Styles) {
  const { title, subtitle, partyLines, keyTerms, clauses, signatureBlocks } = parts;
  // Title, parties, the work.
  w.newPage();
  w.paragraph(title, styles.title, { after: 2 });
  w.paragraph(subtitle, styles.subtitle, { after: 14 });
  w.paragraph(t('doc.intro'), styles.body, { after: 10 });
  sectionHeading(w, t('doc.parties'), styles);
  for (const p of partyLines) labelledRow(w, p.role, p.text, styles.label, styles.value, 150);
  w.gap(6);
  labelledRow(w, t('doc.work'), t('doc.workValue'), styles.label, styles.value, 150);
  w.gap(14);

  keyTermsCard(w, t('keyTerms.heading'), keyTerms, styles);
  w.gap(12);

  // The clauses, numbered, each followed by its summary.
  clauses.forEach((clause, i) => {
    w.ensure(styles.clauseTitle.leading + styles.body.leading * 3);
    w.paragraph(clauseHeading(clause, i), styles.clauseTitle, { after: 2 });
    w.paragraph(clause.text, styles.body, { after: 5 });
    summaryBox(w, t('summary.label'), clause.summary, styles);
    w.gap(10);
  });

  // Signatures: two blocks to a row.
  w.ensure(styles.heading.leading + styles.body.leading + SIGNATURE_BLOCK_HEIGHT);
  sectionHeading(w, t('signatures.heading'), styles);
  w.paragraph(t('signatures.intro'), styles.body, { after: 10 });
  const images = await embedSignatureImages(pdf, mode.signatures);
  for (let i = 0; i < signatureBlocks.length; i += 2) {
    w.ensure(SIGNATURE_BLOCK_HEIGHT);
    const top = w.y;
    signatureBlocks.slice(i, i + 2).forEach((block, col) => drawSignatureBlock(w, block, images, MARGIN.left + col * (COLUMN + GUTTER), top, styles));
    w.y = top - SIGNATURE_BLOCK_HEIGHT - 8;
  }
}

/** The certificate: its own pages, numbered on their own (the signed pages read the same with or without it). */
function drawCertificate(w: PageWriter, rows: CertificateRow[], t: T, styles: Styles) {
  w.newPage();
  w.paragraph(t('certificate.heading'), styles.title, { after: 4 });
  w.paragraph(t('certificate.intro'), styles.body, { after: 12 });
  for (const row of rows) {
    if (row.kind === 'heading') {
      w.gap(6);
      sectionHeading(w, row.text, styles);
    } else if (row.kind === 'rule') {
      w.ensure(8);
      w.page.drawLine({ start: { x: MARGIN.left, y: w.y - 3 }, end: { x: MARGIN.left + CONTENT_WIDTH, y: w.y - 3 }, thickness: 0.5, color: RULE });
      w.gap(8);
    } else if (row.kind === 'text') {
      w.paragraph(row.text, styles.body, { after: 6 });
    } else {
      labelledRow(w, row.label, row.value, styles.label, styles.value, 150);
    }
  }
}

/** Header and footer on every page, once the pages are counted. */
function drawHeadersAndFooters(w: PageWriter, { header, pageLabel, certLabel }: Parts, bodyPages: number, styles: Styles) {
  const certPages = w.pages.length - bodyPages;
  w.pages.forEach((page, i) => {
    w.drawLine(header, MARGIN.left, A4.height - 36, styles.small, page);
    page.drawLine({ start: { x: MARGIN.left, y: A4.height - 42 }, end: { x: A4.width - MARGIN.right, y: A4.height - 42 }, thickness: 0.5, color: RULE });
    const label = i < bodyPages ? pageLabel(i + 1, bodyPages) : certLabel(i + 1 - bodyPages, certPages);
    const width = w.measure(label, styles.small);
    w.drawLine(label, (A4.width - width) / 2, 34, styles.small, page);
  });
}

/** Metadata (fixed dates from the input, the contract number where verifySealedPdf reads it back), then the bytes. */
function save(pdf: PDFDocument, doc: ContractDocument, mode: RenderMode, title: string): Promise<Uint8Array> {
  const { lang } = doc;
  const lastSignature = (mode.signatures ?? []).reduce((max, s) => (s.signedAt > max ? s.signedAt : max), doc.preparedAt);
  pdf.setTitle(`${title} ${doc.contractNo}`);
  pdf.setSubject(doc.contractNo);
  pdf.setAuthor(doc.platformName);
  pdf.setCreator(doc.platformName);
  pdf.setProducer(doc.platformName);
  pdf.setLanguage(lang === 'zh' ? 'zh-Hans' : lang);
  pdf.setCreationDate(doc.preparedAt);
  pdf.setModificationDate(mode.signatures ? lastSignature : doc.preparedAt);
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of(CONTRACT_NO_KEY), PDFString.of(doc.contractNo));
  // Classic cross-reference table, no object streams: sealPdf appends an incremental update that any reader can follow.
  return pdf.save({ useObjectStreams: false });
}

const clauseHeading = (clause: Clause, index: number) => `${index + 1}. ${clause.title}`;

type T = (id: string, extra?: MessageValues) => string;

const roleLabel = (t: T, role: PartyRole) => t(`party.${role}`);

function partyText(t: T, party: ContractParty): string {
  const extras = [party.penName ? t('party.penName', { penName: party.penName }) : '', party.email ? t('party.email', { email: party.email }) : ''].filter(Boolean);
  return extras.length ? `${party.legalName} (${extras.join('; ')})` : party.legalName;
}

function sectionHeading(w: PageWriter, text: string, styles: Styles) {
  w.ensure(styles.heading.leading + styles.body.leading * 2);
  w.paragraph(text, styles.heading, { after: 4 });
}

/** A label in a narrow column and its value wrapped beside it; the row moves to the next page whole. */
function labelledRow(w: PageWriter, label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle, labelWidth: number, x = MARGIN.left, width = CONTENT_WIDTH) {
  const labelLines = w.wrap(label, labelStyle, labelWidth - 10);
  const valueLines = w.wrap(value, valueStyle, width - labelWidth);
  const height = Math.max(labelLines.length * labelStyle.leading, valueLines.length * valueStyle.leading);
  w.ensure(height);
  const top = w.y;
  labelLines.forEach((line, i) => w.drawLine(line, x, top - (i + 1) * labelStyle.leading + (labelStyle.leading - labelStyle.size) * 0.6 + 0.5, labelStyle));
  valueLines.forEach((line, i) => w.drawLine(line, x + labelWidth, top - (i + 1) * valueStyle.leading + (valueStyle.leading - valueStyle.size) * 0.6, valueStyle));
  w.y = top - height - 3;
}

function keyTermsCard(w: PageWriter, heading: string, keyTerms: KeyTerm[], styles: Styles) {
  const pad = 12;
  const labelWidth = 130;
  const inner = CONTENT_WIDTH - 2 * pad;
  const rows = keyTerms.map((k) => ({
    label: w.wrap(k.label, styles.label, labelWidth - 10),
    value: w.wrap(k.value, styles.value, inner - labelWidth),
  }));
  const rowHeight = (r: (typeof rows)[number]) => Math.max(r.label.length * styles.label.leading, r.value.length * styles.value.leading) + 4;
  const height = pad * 2 + styles.heading.leading + 4 + rows.reduce((sum, r) => sum + rowHeight(r), 0);
  w.ensure(height);
  const top = w.y;
  w.page.drawRectangle({ x: MARGIN.left, y: top - height, width: CONTENT_WIDTH, height, color: TINT, borderColor: RULE, borderWidth: 0.75 });
  w.page.drawRectangle({ x: MARGIN.left, y: top - height, width: 3, height, color: ACCENT });
  w.y = top - pad;
  w.paragraph(heading, styles.heading, { x: MARGIN.left + pad, width: inner, after: 4 });
  for (const r of rows) {
    const rowTop = w.y;
    r.label.forEach((line, i) => w.drawLine(line, MARGIN.left + pad, rowTop - (i + 1) * styles.label.leading + 3, styles.label));
    r.value.forEach((line, i) => w.drawLine(line, MARGIN.left + pad + labelWidth, rowTop - (i + 1) * styles.value.leading + 3, styles.value));
    w.y = rowTop - rowHeight(r);
  }
  w.y = top - height;
}

function summaryBox(w: PageWriter, label: string, summary: string, styles: Styles) {
  const pad = 7;
  const indent = 14;
  const width = CONTENT_WIDTH - indent - 2 * pad;
  const labelWidth = w.measure(label, { ...styles.summary, weight: 700 }) + 4;
  // The label starts the first line; the summary wraps around it by being measured with the label's width as a prefix.
  const boldExtra = Math.max(0, labelWidth - w.measure(`${label} `, styles.summary));
  const lines = w.wrap(`${label} ${summary}`, styles.summary, width - boldExtra);
  const height = lines.length * styles.summary.leading + 2 * pad - 2;
  w.ensure(height);
  const top = w.y;
  w.page.drawRectangle({ x: MARGIN.left + indent, y: top - height, width: CONTENT_WIDTH - indent, height, color: TINT });
  w.page.drawRectangle({ x: MARGIN.left + indent, y: top - height, width: 2, height, color: ACCENT });
  lines.forEach((line, i) => {
    const y = top - pad - (i + 1) * styles.summary.leading + styles.summary.leading * 0.3;
    const x = MARGIN.left + indent + pad;
    if (i === 0 && line.startsWith(label)) {
      w.drawLine(label, x, y, { ...styles.summary, weight: 700 });
      w.drawLine(line.slice(label.length).trimStart(), x + labelWidth, y, styles.summary);
    } else w.drawLine(line, x, y, styles.summary);
  });
  w.y = top - height;
}

// ---- signatures

const COLUMN = (CONTENT_WIDTH - 24) / 2;
const GUTTER = 24;
const SIGNATURE_BLOCK_HEIGHT = 118;
const IMAGE_BOX = { width: 180, height: 56 };

interface SignatureBlock {
  role: PartyRole;
  roleLabel: string;
  name: string;
  /** printed instead of an image (the platform's countersignature) */
  textSignature: string | null;
  date: string;
  signature: SignatureRecord | null;
  signatureCaption: string;
  texts: Array<[string, Weight]>;
}

function signatureBlocksFor(doc: ContractDocument, signatures: SignatureRecord[] | null, t: T): SignatureBlock[] {
  return doc.parties.map((party) => {
    const signature = signatures?.find((s) => s.role === party.role) ?? null;
    const name = signature?.name ?? party.legalName;
    const textSignature = signature && !signature.image ? (party.role === 'platform' ? t('signature.platform') : name) : null;
    const date = signature ? t('signature.signedOn', { date: formatContractDate(doc.lang, signature.signedAt, true) }) : t('signature.pending');
    const roleText = roleLabel(t, party.role);
    const texts: Array<[string, Weight]> = [
      [roleText, 700],
      [name, 700],
      [date, 400],
      [t('signature.line'), 400],
    ];
    if (textSignature) texts.push([textSignature, 700]);
    return { role: party.role, roleLabel: roleText, name, textSignature, date, signature, signatureCaption: t('signature.line'), texts };
  });
}

async function embedSignatureImages(pdf: PDFDocument, signatures: SignatureRecord[] | null): Promise<Map<PartyRole, PDFImage>> {
  const images = new Map<PartyRole, PDFImage>();
  for (const s of signatures ?? []) {
    if (!s.image) continue;
    try {
      images.set(s.role, await pdf.embedPng(s.image));
    } catch {
      throw new Error(`the ${s.role} signature image is not a PNG`);
    }
  }
  return images;
}

function drawSignatureBlock(w: PageWriter, block: SignatureBlock, images: Map<PartyRole, PDFImage>, x: number, top: number, styles: Styles) {
  const page = w.page;
  w.drawLine(block.roleLabel, x, top - styles.label.size - 2, styles.label);
  const boxTop = top - styles.label.leading - 4;
  const lineY = boxTop - IMAGE_BOX.height - 4;
  const image = images.get(block.role);
  if (image) {
    const scale = Math.min(IMAGE_BOX.width / image.width, IMAGE_BOX.height / image.height);
    page.drawImage(image, { x, y: lineY + 2, width: image.width * scale, height: image.height * scale });
  } else if (block.textSignature) {
    const style = { ...styles.clauseTitle, color: ACCENT };
    const lines = w.wrap(block.textSignature, style, COLUMN);
    lines.slice(0, 3).forEach((line, i) => w.drawLine(line, x, lineY + 6 + (lines.length - 1 - i) * style.leading, style));
  } else {
    // Not signed yet: an empty line with its caption, as on paper.
    w.drawLine(block.signatureCaption, x, lineY + 4, styles.small);
  }
  page.drawLine({ start: { x, y: lineY }, end: { x: x + COLUMN, y: lineY }, thickness: 0.75, color: block.signature ? INK : MUTED });
  w.drawLine(block.name, x, lineY - styles.smallBold.leading, { ...styles.smallBold, size: 9.5 });
  w.drawLine(block.date, x, lineY - styles.smallBold.leading - styles.small.leading - 2, styles.small);
}

// ---- certificate

type CertificateRow = { kind: 'heading'; text: string } | { kind: 'row'; label: string; value: string } | { kind: 'text'; text: string } | { kind: 'rule' };

function certificateRows(doc: ContractDocument, signatures: SignatureRecord[], hashes: { sha256Before: string; sha256After: string }, t: T) {
  const rows: CertificateRow[] = [
    { kind: 'row', label: t('certificate.contract'), value: doc.contractNo },
    { kind: 'row', label: t('certificate.work'), value: t('doc.workValue') },
    { kind: 'heading', text: t('certificate.parties') },
    ...doc.parties.map((p): CertificateRow => ({ kind: 'row', label: roleLabel(t, p.role), value: partyText(t, p) })),
    { kind: 'heading', text: t('certificate.signatures') },
  ];
  signatures.forEach((s, i) => {
    if (i > 0) rows.push({ kind: 'rule' });
    rows.push(
      { kind: 'row', label: t('certificate.role'), value: roleLabel(t, s.role) },
      { kind: 'row', label: t('certificate.name'), value: s.name },
      { kind: 'row', label: t('certificate.signedAt'), value: `${formatContractDate(doc.lang, s.signedAt, true)} (${s.signedAt.toISOString()})` },
      { kind: 'row', label: t('certificate.ip'), value: s.ip },
      { kind: 'row', label: t('certificate.userAgent'), value: s.userAgent },
    );
  });
  rows.push(
    { kind: 'heading', text: t('certificate.hashes') },
    { kind: 'row', label: t('certificate.before'), value: hashes.sha256Before },
    { kind: 'row', label: t('certificate.after'), value: hashes.sha256After },
    { kind: 'rule' },
    { kind: 'text', text: t('certificate.seal') },
  );
  const texts: Array<[string, Weight]> = [
    [t('certificate.intro'), 400],
    [t('certificate.heading'), 700],
  ];
  for (const row of rows) {
    if (row.kind === 'heading') texts.push([row.text, 700]);
    else if (row.kind === 'text') texts.push([row.text, 400]);
    else if (row.kind === 'row') texts.push([row.label, 700], [row.value, 400]);
  }
  return { rows, texts };
}
