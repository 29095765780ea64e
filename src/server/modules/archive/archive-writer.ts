import { createHash } from 'node:crypto';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { MANIFEST_SCHEMA, MANIFEST_SCHEMA_PATH, type ArchiveKind, type ManifestFile, type ArchiveManifest } from './manifest-schema';

/** Formats already compressed: stored as they are rather than deflated again. */
const STORED = /\.(zip|epub|docx|png|jpe?g|webp|pdf)$/i;

const MEDIA_TYPES: Record<string, string> = {
  json: 'application/json',
  csv: 'text/csv',
  md: 'text/markdown',
  epub: 'application/epub+zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain',
};
const mediaTypeOf = (path: string) => MEDIA_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Writes an archive's ZIP as files are added, one at a time: each file is hashed and compressed as it comes and
 * dropped, so the builder holds only the compressed output, never every file at once. `finish` adds the
 * manifest (every file with its size and SHA-256) and its JSON Schema.
 */
export class ArchiveWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly files: ManifestFile[] = [];
  private readonly zip: Zip;
  private failure: Error | null = null;

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((err, chunk) => {
      if (err) this.failure = err;
      // A chunk may be a view of a larger buffer (deflate's working buffer, sized by the input): copied, so the
      // archive keeps only its compressed bytes, not every file's uncompressed size.
      else this.chunks.push(chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice());
    });
  }

  /** Adds one file under `path` (forward slashes); `description` says what it holds, for the manifest. */
  add(path: string, data: Uint8Array | string, description: string): void {
    const bytes = typeof data === 'string' ? strToU8(data) : data;
    this.put(path, bytes);
    this.files.push({ path, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), media_type: mediaTypeOf(path), description });
  }

  private put(path: string, bytes: Uint8Array) {
    const entry = STORED.test(path) ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.failure) throw this.failure;
  }

  get fileCount(): number {
    return this.files.length;
  }

  /** Ends the ZIP with the manifest and its schema; the archive's bytes. */
  finish(meta: { archiveId: string; kind: ArchiveKind; authorId: number; createdAt: Date }): { zip: Buffer; manifest: ArchiveManifest } {
    const manifest: ArchiveManifest = {
      $schema: MANIFEST_SCHEMA_PATH,
      format: 'writers-center-archive',
      version: 1,
      archive_id: meta.archiveId,
      kind: meta.kind,
      author_id: meta.authorId,
      created_at: meta.createdAt.toISOString(),
      files: this.files,
    };
    this.put(MANIFEST_SCHEMA_PATH, strToU8(`${JSON.stringify(MANIFEST_SCHEMA, null, 2)}\n`));
    this.put('manifest.json', strToU8(`${JSON.stringify(manifest, null, 2)}\n`));
    this.zip.end();
    if (this.failure) throw this.failure;
    const zip = Buffer.concat(this.chunks);
    this.chunks.length = 0;
    return { zip, manifest };
  }
}
