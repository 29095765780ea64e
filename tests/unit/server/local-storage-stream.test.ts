/**
 * The disk driver stores a stream as it comes (an archive), and a stream that fails leaves no file,
 * whole or partial, behind.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { localStorage } from '../../../src/server/lib/storage/storage';

it('stores what the stream yields, privately, and nothing of a stream that fails', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wc-stream-'));
  const storage = localStorage(root);
  const pieces = Array.from({ length: 40 }, (_, i) => Buffer.alloc(32 * 1024, i));
  const saved = await storage.saveStream('archive', Readable.from(pieces), 'application/zip', 'zip');
  expect(saved.visibility).toBe('private');
  expect((await storage.read('private', saved.key))?.data.equals(Buffer.concat(pieces))).toBe(true);

  async function* failing() {
    yield Buffer.alloc(1024 * 1024, 1);
    throw new Error('the build failed');
  }
  await expect(storage.saveStream('archive', Readable.from(failing()), 'application/zip', 'zip')).rejects.toThrow('the build failed');
  expect(readdirSync(path.join(root, 'private', 'archive'))).toEqual([path.basename(saved.key)]);
});
