import { AsyncLocalStorage } from 'node:async_hooks';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ApiCode } from '../../../domain/errors';
import { AppError } from '../errors';

/**
 * Field encryption of personal data: AES-256-GCM (Node's crypto), a fresh 96-bit IV per value,
 * the key id stored with each value, and the column's name as associated data (a value copied
 * into another column does not decrypt). Keys come from DATA_KEYS (a JSON list, newest first) or,
 * in the embedded default, from a key file generated once in the data directory (mode 0600).
 *
 * Stored form: `enc:v1:<key id>:<base64url(iv | tag | ciphertext)>`. A value without the prefix is
 * a clear value from before encryption; it reads as is and `keys:rotate` encrypts it.
 */
export interface DataKey {
  id: string;
  key: Buffer;
}

export const KEY_FILE = 'data-keys.json';

/**
 * Personal data this process cannot read: a value under a key it does not hold, or a database whose
 * recorded keys (lib/crypto/key-registry.ts) are not all its own. Answered 5003 (HTTP 503) with a
 * message naming DATA_KEYS, never as an internal error: the fix is the operator's configuration.
 */
export class DataKeysError extends AppError {
  constructor(
    readonly keyIds: readonly string[],
    detail: string,
  ) {
    super(ApiCode.Unavailable, 'error.dataKeys', { keys: keyIds.join(', ') });
    this.name = 'DataKeysError';
    this.message = detail;
  }
}
const PREFIX = 'enc:v1:';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export class KeyRing {
  readonly current: DataKey;
  private readonly byId: Map<string, DataKey>;
  private readonly hmacKeys: Map<string, Buffer>;

  constructor(keys: DataKey[]) {
    if (!keys.length) throw new Error('no data keys');
    this.current = keys[0];
    this.byId = new Map(keys.map((k) => [k.id, k]));
    // Lookup hashes get their own key, derived per data key, so a hash never reveals anything about the cipher key.
    this.hmacKeys = new Map(
      keys.map((k) => [k.id, Buffer.from(hkdfSync('sha256', k.key, Buffer.alloc(0), 'writers-center lookup hash', 32))]),
    );
  }

  /**
   * A fingerprint of the key of this id (null: not held), derived apart from its uses: it tells two
   * keys of one id apart (two instances that each generated their own "k1") without revealing either.
   */
  fingerprint(id: string): string | null {
    const key = this.byId.get(id);
    return key ? Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), 'writers-center key fingerprint', 16)).toString('hex') : null;
  }

  get ids() {
    return [...this.byId.keys()];
  }

  /** every key held, the current one first */
  get keys(): DataKey[] {
    return [...this.byId.values()];
  }

  encrypt(clear: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(aad));
    const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return `${PREFIX}${this.current.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  decrypt(stored: string, aad: string): string {
    if (!isEncrypted(stored)) return stored;
    const rest = stored.slice(PREFIX.length);
    const colon = rest.indexOf(':');
    const id = rest.slice(0, colon);
    const key = this.byId.get(id);
    if (!key) throw new DataKeysError([id], `data key "${id}" is not in DATA_KEYS or the key file`);
    const raw = Buffer.from(rest.slice(colon + 1), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new DataKeysError([id], `data key "${id}" does not read this ${aad} value: another key of that id wrote it (or the value was changed)`);
    }
  }

  /** the key id a stored value is under (null: a clear value) */
  keyIdOf(stored: string): string | null {
    if (!isEncrypted(stored)) return null;
    const rest = stored.slice(PREFIX.length);
    return rest.slice(0, rest.indexOf(':'));
  }

  /** The keyed hash stored beside a value that must be found or kept unique: `<key id>:<hex>`. */
  hash(clear: string, keyId = this.current.id): string {
    const key = this.hmacKeys.get(keyId);
    if (!key) throw new Error(`data key "${keyId}" is not loaded`);
    return `${keyId}:${createHmac('sha256', key).update(normalizeForHash(clear)).digest('hex')}`;
  }

  /** Every hash a value may be stored under while a rotation runs: look up with `IN (...)`. */
  hashes(clear: string): string[] {
    return this.ids.map((id) => this.hash(clear, id));
  }
}

/** Lookups ignore case and surrounding or inner spacing (an ID number typed with spaces is the same number). */
const normalizeForHash = (value: string) => value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

/** The key file's and DATA_KEYS' form: `[{"id":"k2","key":"<32 bytes, base64>"}, …]`, newest first. */
export function parseDataKeys(json: string, source: string): DataKey[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not JSON`);
  }
  if (!Array.isArray(list) || !list.length)
    throw new Error(`${source} must be a non-empty JSON list of {"id","key"}, newest first`);
  const seen = new Set<string>();
  return list.map((entry, i) => {
    const { id, key } = (entry ?? {}) as { id?: unknown; key?: unknown };
    if (typeof id !== 'string' || !KEY_ID.test(id)) throw new Error(`${source}[${i}].id must be 1–32 letters, digits, _ or -`);
    if (seen.has(id)) throw new Error(`${source}[${i}].id "${id}" is repeated`);
    seen.add(id);
    const bytes = typeof key === 'string' ? Buffer.from(key, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) throw new Error(`${source}[${i}].key must be 32 bytes in base64 (openssl rand -base64 32)`);
    return { id, key: bytes };
  });
}

export const newDataKey = (existing: string[] = []): DataKey => {
  let n = existing.length + 1;
  while (existing.includes(`k${n}`)) n++;
  return { id: `k${n}`, key: randomBytes(32) };
};

const serialize = (keys: DataKey[]) =>
  JSON.stringify(
    keys.map((k) => ({ id: k.id, key: k.key.toString('base64') })),
    null,
    2,
  ) + '\n';

export interface LoadedKeys {
  ring: KeyRing;
  /** where the keys came from */
  source: 'DATA_KEYS' | 'key file';
  /** the key file (when that is the source) */
  file?: string;
  /** true when the key file was just created */
  created: boolean;
}

/** DATA_KEYS when set; otherwise the data directory's key file, created (0600) on first use. */
export function loadDataKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): LoadedKeys {
  if (env.DATA_KEYS?.trim())
    return { ring: new KeyRing(parseDataKeys(env.DATA_KEYS, 'DATA_KEYS')), source: 'DATA_KEYS', created: false };
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return { ring: new KeyRing(parseDataKeys(readFileSync(file, 'utf8'), file)), source: 'key file', file, created: false };
  }
  const keys = [newDataKey()];
  writeFileSync(file, serialize(keys), { mode: 0o600, flag: 'wx' });
  return { ring: new KeyRing(keys), source: 'key file', file, created: true };
}

/** Puts a new key first in the key file (the embedded default's `keys:rotate`); the old ones stay to read older values. */
export function addKeyToFile(file: string): KeyRing {
  const keys = parseDataKeys(readFileSync(file, 'utf8'), file);
  const next = [newDataKey(keys.map((k) => k.id)), ...keys];
  writeFileSync(`${file}.tmp`, serialize(next), { mode: 0o600 });
  // rename is atomic: a crash leaves the old file or the new one, never half of one.
  renameSync(`${file}.tmp`, file);
  return new KeyRing(next);
}

/**
 * The keys one app (or one command) reads and writes personal data with, and the keys its database
 * holds data under that it lacks (lib/crypto/key-registry.ts keeps that current): while there are
 * any, it refuses personal data, so nothing is decrypted and nothing is written under a key of its
 * own beside data it cannot read. Apps side by side in one process each have their own.
 */
export class DataKeys {
  private unreadable: readonly string[] = [];

  constructor(private ring: KeyRing) {}

  /** The keys held, whether or not they read the database (for the key registry's checks). */
  get held(): KeyRing {
    return this.ring;
  }

  /** Puts a new ring in place: a rotation that adds a key, or a key file read again. */
  use(ring: KeyRing) {
    this.ring = ring;
  }

  /** The recorded keys of the database these keys cannot read (none: they read it all). */
  setUnreadable(ids: readonly string[]) {
    this.unreadable = [...ids];
  }

  /** The keys for personal data: refused (DataKeysError) while the database holds data under keys these lack. */
  readable(): KeyRing {
    if (this.unreadable.length)
      throw new DataKeysError(this.unreadable, `this database holds personal data under data keys ${this.unreadable.join(', ')} that DATA_KEYS (or the key file) does not hold`);
    return this.ring;
  }
}

/**
 * Whose keys the running code uses: an app runs each request and job within its own (and a command
 * its own), so the encrypted columns, which Drizzle reads and writes without a context of their
 * own, find them.
 */
const running = new AsyncLocalStorage<DataKeys>();
/** The process's keys, for code that runs in no app or command (a test run's or a bench's setup). */
let processKeys: DataKeys | undefined;

/** Runs `work` with these keys: personal data it reads and writes, every await included, uses them. */
export function withDataKeys<T>(keys: DataKeys, work: () => T): T {
  return running.run(keys, work);
}

/** The keys of the app or command running this code, else the process's. */
export function currentDataKeys(): DataKeys {
  const keys = running.getStore() ?? processKeys;
  if (!keys) throw new Error('data keys are not loaded (loadDataKeys, then an app or command with them)');
  return keys;
}

/** Sets the process's keys (code that runs in no app or command: a test run's setup, a bench). */
export function useKeyRing(ring: KeyRing) {
  if (processKeys) processKeys.use(ring);
  else processKeys = new DataKeys(ring);
}

/** The keys for personal data of the running app or command: refused while its database holds data under keys it lacks. */
export function keyRing(): KeyRing {
  return currentDataKeys().readable();
}

/** The keys the running app or command holds, whether or not they read its database. */
export function heldKeyRing(): KeyRing {
  return currentDataKeys().held;
}
