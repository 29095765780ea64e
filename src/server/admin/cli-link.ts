import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import { newToken } from '../lib/tokens';
import { hashPassword } from '../modules/user/service';
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
  const [existing] = await db.select().from(staff).where(eq(staff.system, 1)).limit(1);
  if (existing) return existing;
  const repo = staffRepository(db);
  const created = await repo.create({ email: SYSTEM_STAFF_EMAIL, name: 'Command line', role: 'admin', passwordHash: await hashPassword(newToken()), system: true });
  return created ?? (await repo.findByEmail(SYSTEM_STAFF_EMAIL))!;
}

export async function writeCliLink(db: Db, dataDir: string, url: string): Promise<() => void> {
  const member = await systemStaff(db);
  const { token } = await staffRepository(db).createSession(member.id, 24 * 30);
  mkdirSync(dataDir, { recursive: true });
  const file = linkFile(dataDir);
  writeFileSync(file, JSON.stringify({ url, token, pid: process.pid } satisfies CliLink), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The running server's link, or null when none runs from this data directory. */
export function readCliLink(dataDir: string): CliLink | null {
  try {
    const link = JSON.parse(readFileSync(linkFile(dataDir), 'utf8')) as CliLink;
    process.kill(link.pid, 0);
    return link;
  } catch {
    return null;
  }
}
