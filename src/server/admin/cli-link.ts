import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { newToken } from '../lib/tokens';
import { hashPassword } from '../modules/user';
import { staffRepository } from './staff-repository';

/**
 * How `npm run admin` reaches a running server. The embedded database can be
 * opened by one process only, so while the server runs it leaves this file
 * (readable by its user only) with its address and a token of the built-in
 * system account; the CLI then acts through the back-office API.
 */
export interface CliLink {
  url: string;
  token: string;
  pid: number;
}

const linkFile = (dataDir: string) => path.join(dataDir, 'admin-cli.json');

export const SYSTEM_STAFF_EMAIL = 'system@writers-center.local';

/** The admin account the local CLI acts as; it cannot sign in with a password. */
export async function systemStaff(db: Db) {
  const repo = staffRepository(db);
  const existing = await repo.system();
  if (existing) return existing;
  const created = await repo.create({ email: SYSTEM_STAFF_EMAIL, name: 'Command line', role: 'admin', passwordHash: await hashPassword(newToken()), system: true });
  return created ?? (await repo.findByEmail(SYSTEM_STAFF_EMAIL))!;
}

/**
 * Leaves the link for this server. The token of the previous link (a crash leaves one behind) is
 * reused while it is the system account's and valid for another day; otherwise it is revoked and
 * a new one made. The returned function, called at shutdown, revokes the token and removes the
 * file: boots never pile up admin sessions.
 */
export async function writeCliLink(db: Db, dataDir: string, url: string, ttlHours = 24 * 30): Promise<() => Promise<void>> {
  const member = await systemStaff(db);
  const repo = staffRepository(db);
  const file = linkFile(dataDir);
  let token: string | undefined;
  const previous = readLinkFile(dataDir);
  if (previous?.token) {
    const holder = await repo.staffFor(previous.token);
    const left = await repo.sessionExpiry(previous.token);
    if (holder?.id === member.id && left && left.getTime() - Date.now() > 86_400_000) token = previous.token;
    else await repo.revoke(previous.token);
  }
  token ??= (await repo.createSession(member.id, ttlHours)).token;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ url, token, pid: process.pid } satisfies CliLink), { mode: 0o600 });
  return async () => {
    rmSync(file, { force: true });
    await repo.revoke(token).catch(() => undefined);
  };
}

function readLinkFile(dataDir: string): CliLink | null {
  try {
    return JSON.parse(readFileSync(linkFile(dataDir), 'utf8')) as CliLink;
  } catch {
    return null;
  }
}

/** The running server's link, or null when none runs from this data directory. */
export function readCliLink(dataDir: string): CliLink | null {
  const link = readLinkFile(dataDir);
  if (!link) return null;
  try {
    process.kill(link.pid, 0);
    return link;
  } catch {
    return null;
  }
}
