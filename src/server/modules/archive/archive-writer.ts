import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
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

/** Compressed bytes the writer lets wait for storage before `drained` holds the builder back. */
const WAITING_BYTES = 4 * 1024 * 1024;

/**
 * Writes an archive's ZIP as files are added, one at a time: each file is hashed and compressed as it comes and
 * dropped, and the compressed bytes flow out through `stream` to storage as they are made, so the builder holds
 * neither every file nor the whole ZIP. `drained` waits while storage is behind. `finish` adds the manifest
 * (every file with its size and SHA-256) and its JSON Schema, and ends the stream.
 */
export class ArchiveWriter {
  /** the ZIP's bytes as they are made: hand it to storage before adding files */
  readonly stream = new PassThrough({ highWaterMark: WAITING_BYTES });
  private readonly files: ManifestFile[] = [];
  private readonly zip: Zip;
  private failure: Error | null = null;
  private written = 0;

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((err, chunk, final) => {
      if (err) {
        this.failure = err;
        return;
      }
      this.written += chunk.byteLength;
      // A chunk may be a view of a larger buffer (deflate's working buffer, sized by the input): copied, so what
      // waits for storage is only compressed bytes, not every file's uncompressed size.
      if (!this.stream.destroyed) this.stream.write(chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice());
      if (final) this.stream.end();
    });
  }

  /** Resolves once storage has taken what waits (at once when little does); the builder calls it between steps. */
  async drained(): Promise<void> {
    if (!this.stream.destroyed && this.stream.writableNeedDrain) await Promise.race([once(this.stream, 'drain'), once(this.stream, 'close')]);
    if (this.stream.destroyed) throw this.failure ?? new Error('the archive’s storage stopped taking it');
  }

  /** Stops the archive: storage is told it failed and keeps nothing of it. */
  abort(reason: Error): void {
    this.failure ??= reason;
    this.stream.destroy(reason);
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

  /** Ends the ZIP with the manifest and its schema (the stream ends with it); the manifest and the ZIP's size. */
  finish(meta: { archiveId: string; kind: ArchiveKind; authorId: number; createdAt: Date }): { bytes: number; manifest: ArchiveManifest } {
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
    return { bytes: this.written, manifest };
  }
}
