import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Visibility = 'public' | 'private';

/**
 * Where uploaded files live. The local implementation keeps public and private
 * files in separate folders, so serving the public one can never expose an ID
 * document; an object store can implement the same three calls.
 */
export interface FileStorage {
  put(visibility: Visibility, key: string, data: Buffer): Promise<void>;
  get(visibility: Visibility, key: string): Promise<Buffer | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** the folder whose files may be served to anyone */
  publicDir: string;
}

const SAFE_KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

export function localStorage(root: string): FileStorage {
  const dirFor = (visibility: Visibility) => path.join(root, visibility);
  const fileFor = (visibility: Visibility, key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(dirFor(visibility), key);
  };
  return {
    publicDir: dirFor('public'),
    async put(visibility, key, data) {
      const file = fileFor(visibility, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { mode: visibility === 'private' ? 0o600 : 0o644 });
    },
    async get(visibility, key) {
      try {
        return await readFile(fileFor(visibility, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(visibility, key) {
      await rm(fileFor(visibility, key), { force: true });
    },
  };
}
