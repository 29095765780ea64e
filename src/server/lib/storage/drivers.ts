import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export type Visibility = 'public' | 'private';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/**
 * Where the bytes live. A driver knows nothing of images or owners: the storage module
 * (storage.ts) decides keys, checks and visibility; a driver only keeps public and
 * private objects apart so that no public URL can ever reach a private one.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(visibility: Visibility, key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores what `body` yields as it comes, never holding it whole (an archive of years of work): the
   * object appears only once all of it is stored, and a body that fails leaves nothing behind.
   */
  putStream(visibility: Visibility, key: string, body: Readable, contentType: string): Promise<void>;
  get(visibility: Visibility, key: string): Promise<StoredObject | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** a URL that reads a private object for `seconds`, or null when the server must hand it out itself */
  presign(key: string, seconds: number): Promise<string | null>;
}

/** Keys are made by storage.ts; anything else (dots, slashes at the ends, `..`) is refused. */
export const SAFE_KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/;
const checkKey = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

const MIME_OF: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf', zip: 'application/zip' };
const mimeOf = (key: string) => MIME_OF[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Local disk (the default): `<root>/public` and `<root>/private`, the latter files 0600. */
export function localDriver(root: string): StorageDriver & { root: string } {
  const fileFor = (visibility: Visibility, key: string) => path.join(root, visibility, checkKey(key));
  return {
    name: 'local',
    root,
    async put(visibility, key, data) {
      const file = fileFor(visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { mode: visibility === 'private' ? 0o600 : 0o644 });
    },
    async putStream(visibility, key, body) {
      const file = fileFor(visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place and renamed into it: a reader never meets half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: visibility === 'private' ? 0o600 : 0o644 }));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(visibility, key) {
      try {
        return { data: await readFile(fileFor(visibility, key)), contentType: mimeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(visibility, key) {
      await rm(fileFor(visibility, key), { force: true });
    },
    presign: async () => null,
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** explicit credentials (tests); otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID, profiles, roles) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * S3 or any S3-protocol store, one bucket: public objects under `public/`, private ones under
 * `private/`. Nothing is made public by ACL: the bucket stays private and the API serves public
 * files itself (or a CDN in front of `public/` does, with UPLOADS_PUBLIC_URL); private files
 * only through presigned URLs of a few minutes.
 */
export function s3Driver(settings: S3Settings): StorageDriver & { client: S3Client } {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The flexible checksums the SDK adds by default are not understood by every S3-protocol
    // server (MinIO versions, s3rver, Ceph); ask for them only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(config);
  const objectKey = (visibility: Visibility, key: string) => `${visibility}/${checkKey(key)}`;
  return {
    name: 's3',
    client,
    async put(visibility, key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(visibility, key), Body: data, ContentType: contentType }),
      );
    },
    async putStream(visibility, key, body, contentType) {
      // A multipart upload of 5 MiB parts, two at a time: memory stays at about 10 MiB whatever the size.
      await new Upload({ client, params: { Bucket: settings.bucket, Key: objectKey(visibility, key), Body: body, ContentType: contentType }, partSize: 5 * 1024 * 1024, queueSize: 2, leavePartsOnError: false }).done();
    },
    async get(visibility, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(visibility, key) }));
        if (!out.Body) return null;
        return { data: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? mimeOf(key) };
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw err;
      }
    },
    async remove(visibility, key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(visibility, key) }));
    },
    presign(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey('private', key) }), {
        expiresIn: seconds,
      });
    },
  };
}

/** HMAC-signed, expiring links to private files for the local driver (served by /files/private/…). */
export function signPrivate(secret: Buffer, key: string, expires: number) {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function verifyPrivate(secret: Buffer, key: string, expires: number, signature: string, now = Date.now()) {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signPrivate(secret, key, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
