import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, ledgerLines, novelStatsDays, payouts } from '../../db/schema';
import { normalizeChapterDoc } from '../../../domain/chapter-doc';
import { LANGUAGE_SECTIONS } from '../../../domain/novel';
import type { Storage } from '../../lib/storage/storage';
import { uploadKey } from '../../lib/storage/uploads';
import { ArchiveWriter } from './archive-writer';
import type { BookExport } from './formats/book';
import { novelToDocx } from './formats/docx';
import { novelToEpub } from './formats/epub';
import { bookToMarkdown, chapterToMarkdown } from './formats/markdown';
import { archiveSourceRepository } from './repository';
import { columnsOf, rowsCsv } from './rows-csv';

/** A file-name part from a title: letters and digits of any script, dashes between, at most 60 characters. */
export const slug = (title: string) =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'untitled';

const pad = (n: number) => String(n).padStart(4, '0');
const langOf = (sectionId: number) => LANGUAGE_SECTIONS.find((s) => s.section_id === sectionId)?.lang ?? 'en';
const json = (value: unknown) => `${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`;

export interface BuildContext {
  db: Db;
  storage: Storage;
  authorId: number;
  writer: ArchiveWriter;
  now: Date;
  /** called with 0–1 as the build moves on */
  progress(share: number): Promise<void>;
}

/**
 * Everything the author owns, into the writer: the profile; per novel its metadata, EPUB, DOCX and Markdown (whole
 * and per chapter) from the chapters' newest documents (an unpublished draft over the live text), every saved version
 * and the cover; the author's images, comment replies, statistics, ledger and payouts, and sealed contracts' PDFs.
 * Novels are read and written one at a time.
 */
export async function buildWorksArchive({ db, storage, authorId, writer, now, progress }: BuildContext): Promise<void> {
  const source = archiveSourceRepository(db, authorId);
  const { user, author, intros } = await source.profile();
  const penName = author?.penName ?? '';
  writer.add(
    'profile.json',
    json({ id: user.id, email: user.email, language: user.lang, site: user.fromSite, created_at: user.createdAt, pen_name: penName, country: author?.country ?? null, level: author?.level ?? null, approved_at: author?.approvedAt ?? null, intros }),
    'the author’s profile and every version of their intro',
  );
  const novelRows = await source.novels();
  const steps = novelRows.length + 3;
  let step = 0;
  const advance = async () => progress(++step / steps);
  const covers = new Map<string, string>();

  for (const novel of novelRows) {
    const dir = `novels/${novel.id}-${slug(novel.title)}`;
    const rows = await source.chapters(novel.id);
    const book: BookExport = {
      id: novel.id,
      title: novel.title,
      lang: langOf(novel.sectionId),
      author: penName,
      blurb: novel.blurb,
      chapters: rows.map((c) => ({ title: c.draftTitle ?? c.title, doc: normalizeChapterDoc(c.draftDoc ?? c.contentDoc) })),
    };
    writer.add(
      `${dir}/novel.json`,
      json({
        id: novel.id,
        title: novel.title,
        name: novel.name,
        section_id: novel.sectionId,
        language: book.lang,
        blurb: novel.blurb,
        intro: novel.intro,
        protagonists: novel.protagonists,
        status: novel.status,
        review_status: novel.reviewStatus,
        content_rating: novel.contentRating,
        exclusive: novel.exclusive,
        word_count: novel.wordCount,
        created_at: novel.createdAt,
        author_notes: { before: novel.defaultNoteBefore, after: novel.defaultNoteAfter },
        chapters: rows.map((c) => ({
          id: c.id,
          no: c.code,
          title: c.title,
          draft_title: c.draftTitle,
          status: c.status,
          has_unpublished_draft: c.draftDoc !== null,
          release_at: c.releaseAt,
          words: c.words,
          first_paid: c.firstPaid,
          author_notes: { before: c.noteBefore, after: c.noteAfter },
          file: `chapters/${pad(c.code)}-${slug(c.draftTitle ?? c.title)}.md`,
          history: `history/${pad(c.code)}.json`,
        })),
      }),
      'the novel, its author’s notes and its chapters’ status, release times and notes',
    );
    writer.add(`${dir}/book.epub`, novelToEpub(book, now), 'the novel as EPUB 3, every chapter');
    writer.add(`${dir}/book.docx`, await novelToDocx(book), 'the novel as a Word document, every chapter');
    writer.add(`${dir}/book.md`, bookToMarkdown(book), 'the novel as one Markdown file');
    rows.forEach((c, i) => writer.add(`${dir}/chapters/${pad(c.code)}-${slug(book.chapters[i].title)}.md`, chapterToMarkdown(book.chapters[i].title, book.chapters[i].doc), `chapter ${c.code} in Markdown`));
    const versions = await source.versions(rows.map((c) => c.id));
    for (const c of rows) {
      const mine = versions.filter((v) => v.chapterId === c.id).map((v) => ({ version: v.version, kind: v.kind, title: v.title, words: v.words, saved_at: v.savedAt, doc: v.contentDoc }));
      writer.add(`${dir}/history/${pad(c.code)}.json`, json(mine), `every saved version of chapter ${c.code}`);
    }
    if (novel.coverUploadId) covers.set(novel.coverUploadId, dir);
    await advance();
  }

  for (const upload of await source.uploads()) {
    const object = await storage.read(upload.visibility as 'public' | 'private', uploadKey(upload));
    if (!object) continue;
    const ext = upload.mime === 'image/jpeg' ? 'jpg' : 'webp';
    const novelDir = covers.get(upload.id);
    writer.add(novelDir ? `${novelDir}/cover.${ext}` : `images/${upload.kind}-${upload.id}.${ext}`, object.data, novelDir ? 'the novel’s cover' : `an image the author uploaded (${upload.kind})`);
  }
  await advance();

  const replies = await source.replies();
  writer.add('comments/replies.csv', rowsCsv(['id', 'commentId', 'novelId', 'text', 'createdAt', 'editedAt', 'deletedAt'], replies), 'the author’s own replies to readers’ comments');
  writer.add('statistics/novels-daily.csv', rowsCsv(columnsOf(getTableColumns(novelStatsDays)), await source.statsDays(novelRows.map((n) => n.id))), 'each novel’s reading statistics per day');
  writer.add('money/ledger.csv', rowsCsv(columnsOf(getTableColumns(ledgerLines)), await source.ledger()), 'the income ledger, line by line (amounts in minor units)');
  writer.add('money/payouts.csv', rowsCsv(columnsOf(getTableColumns(payouts)), await source.payouts()), 'the monthly payouts');
  await advance();

  const contractRows = await source.contracts();
  // Storage keys are the storage module's business: the PDFs themselves are in the archive.
  const contractColumns = columnsOf(getTableColumns(contracts)).filter((c) => c !== 'unsignedPdfKey' && c !== 'signedPdfKey');
  writer.add('contracts/contracts.csv', rowsCsv(contractColumns, contractRows), 'the author’s contracts');
  for (const contract of contractRows) {
    if (!contract.signedPdfKey) continue;
    const pdf = await storage.read('private', contract.signedPdfKey);
    if (pdf) writer.add(`contracts/${contract.id}.pdf`, pdf.data, `sealed contract ${contract.id} as signed`);
  }
  await advance();
}
