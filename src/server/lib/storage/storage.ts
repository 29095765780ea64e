import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { processImage, type ImageKind, type ProcessedImage } from './images';
import {
  localDriver,
  s3Driver,
  signPrivate,
  type S3Settings,
  type StorageDriver,
  type StoredObject,
  type Visibility,
} from './drivers';

export type { Visibility, StoredObject, StorageDriver } from './drivers';
export type { ImageKind } from './images';

/**
 * What never gets a public URL, in either driver: ID photos today, contract files and the like
 * later (add the kind here and it is private everywhere).
 */
export const PRIVATE_KINDS: ReadonlySet<string> = new Set<string>(['id_card', 'id_photo', 'contract', 'signature', 'income_import', 'screenshot', 'archive']);
export const visibilityOf = (kind: string): Visibility => (PRIVATE_KINDS.has(kind) ? 'private' : 'public');

/** Public files are served under this path by the API itself (any instance: it reads the shared store). */
export const PUBLIC_PREFIX = '/uploads/';
/** Signed, expiring links to private files of the local driver (S3 signs its own). */
export const PRIVATE_PREFIX = '/files/private/';

export interface SavedImage {
  id: string;
  key: string;
  visibility: Visibility;
  image: ProcessedImage;
}

/**
 * The one owner of uploaded files: keys, content checks and re-encoding, where bytes go (a
 * driver), public URLs and short-lived signed URLs for private files. Routes and services never
 * build a path or a URL of a file themselves.
 */
export interface Storage {
  readonly driver: StorageDriver;
  /** checks an image by its bytes, re-encodes it and stores it under a new random key */
  saveImage(kind: ImageKind, input: Buffer, maxBytes: number): Promise<SavedImage>;
  /** stores bytes already checked by their owner (a rendered PDF, a re-encoded signature) under a new random key */
  saveFile(kind: string, data: Buffer, contentType: string, extension: string): Promise<{ id: string; key: string; visibility: Visibility }>;
  /** the same for bytes that come as a stream (an archive as it is built), stored as they come */
  saveStream(kind: string, body: Readable, contentType: string, extension: string): Promise<{ id: string; key: string; visibility: Visibility }>;
  read(visibility: Visibility, key: string): Promise<StoredObject | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** the public URL of a public file */
  urlFor(key: string): string;
  /** a URL that reads a private file for `seconds` (default 5 minutes), then stops working */
  signedUrl(key: string, seconds?: number): Promise<string>;
  /** the secret of the local driver's signed links */
  readonly linkSecret: Buffer;
}

export interface StorageOptions {
  /** a CDN or bucket website in front of the public files; default: served by the API under /uploads/ */
  publicBaseUrl?: string;
  /** secret for the local driver's signed links (the server derives it from the data keys) */
  linkSecret?: Buffer;
}

export const newObjectId = () => randomBytes(16).toString('hex');

export function createStorage(driver: StorageDriver, options: StorageOptions = {}): Storage {
  const linkSecret = options.linkSecret ?? randomBytes(32);
  const publicBase = options.publicBaseUrl?.replace(/\/+$/, '');
  return {
    driver,
    linkSecret,
    async saveImage(kind, input, maxBytes) {
      const image = await processImage(input, kind, maxBytes);
      const id = newObjectId();
      const key = `${kind}/${id}.${image.extension}`;
      const visibility = visibilityOf(kind);
      await driver.put(visibility, key, image.data, image.mime);
      return { id, key, visibility, image };
    },
    async saveFile(kind, data, contentType, extension) {
      const id = newObjectId();
      const key = `${kind}/${id}.${extension}`;
      const visibility = visibilityOf(kind);
      await driver.put(visibility, key, data, contentType);
      return { id, key, visibility };
    },
    async saveStream(kind, body, contentType, extension) {
      const id = newObjectId();
      const key = `${kind}/${id}.${extension}`;
      const visibility = visibilityOf(kind);
      await driver.putStream(visibility, key, body, contentType);
      return { id, key, visibility };
    },
    read: (visibility, key) => driver.get(visibility, key),
    remove: (visibility, key) => driver.remove(visibility, key),
    urlFor: (key) => (publicBase ? `${publicBase}/${key}` : `${PUBLIC_PREFIX}${key}`),
    async signedUrl(key, seconds = 300) {
      const presigned = await driver.presign(key, seconds);
      if (presigned) return presigned;
      const expires = Math.floor(Date.now() / 1000) + seconds;
      return `${PRIVATE_PREFIX}${key}?expires=${expires}&sig=${signPrivate(linkSecret, key, expires)}`;
    },
  };
}

/** The default: files on this machine's disk (one instance, or a shared volume). */
export const localStorage = (root: string, options?: StorageOptions) => createStorage(localDriver(root), options);

export const s3Storage = (settings: S3Settings, options?: StorageOptions) => createStorage(s3Driver(settings), options);
