import type { Db } from '../../db/client';
import { notFound } from '../errors';
import type { ImageKind, Storage, Visibility } from './storage';
import { uploadsRepository } from './uploads-repository';

/** Uploaded images: the file in storage and its row in `uploads`, written and removed together. */

/** Stores a checked, re-encoded image (the storage module) and records it; returns the upload row. */
export async function storeImage(db: Db, storage: Storage, ownerId: number, kind: ImageKind, input: Buffer, maxBytes: number) {
  const { id, key, visibility, image } = await storage.saveImage(kind, input, maxBytes);
  const row = await uploadsRepository(db).add({
    id,
    ownerId,
    kind,
    visibility,
    mime: image.mime,
    bytes: image.data.length,
    width: image.width,
    height: image.height,
  });
  return { row, key };
}

export const uploadKey = (row: { id: string; kind: string; mime: string }) =>
  `${row.kind}/${row.id}.${row.mime === 'image/jpeg' ? 'jpg' : 'webp'}`;

/** A stored file by where it lives: what is removed from storage once the rows naming it are gone. */
export interface StoredFile {
  visibility: Visibility;
  key: string;
}

/** The file of an upload row. */
export const uploadFile = (row: { id: string; kind: string; mime: string; visibility: string }): StoredFile => ({ visibility: row.visibility as Visibility, key: uploadKey(row) });

export async function removeUpload(db: Db, storage: Storage, uploadId: string) {
  const row = await uploadsRepository(db).remove(uploadId);
  if (row) await storage.remove(row.visibility as 'public' | 'private', uploadKey(row));
}

/** An upload's bytes and type; 404 when its row or its file is gone. */
export async function readUpload(db: Db, storage: Storage, uploadId: string) {
  const row = await uploadsRepository(db).byId(uploadId);
  if (!row) throw notFound();
  const object = await storage.read(row.visibility as 'public' | 'private', uploadKey(row));
  if (!object) throw notFound();
  return { data: object.data, mime: row.mime };
}
