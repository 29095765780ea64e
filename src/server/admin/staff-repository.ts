import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function staffRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(staff)
        .where(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    /** The staff member whose email is exactly `email` (as stored, lower case). */
    async withEmail(email: string) {
      const [row] = await db.select().from(staff).where(eq(staff.email, email));
      return row;
    },

    /** The system member the local command line acts as, once created. */
    async system() {
      const [row] = await db.select().from(staff).where(eq(staff.system, 1)).limit(1);
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row ?? null;
    },

    /** Returns null when the email is taken. */
    async create(values: { email: string; name: string; role: StaffRole; passwordHash: string; languages?: string[]; system?: boolean }) {
      const [row] = await db
        .insert(staff)
        .values({
          email: values.email.trim().toLowerCase(),
          name: values.name,
          role: values.role,
          passwordHash: values.passwordHash,
          languages: (values.languages ?? ['en']).join(','),
          system: values.system ? 1 : 0,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async list() {
      return db.select().from(staff).orderBy(staff.id);
    },

    async createSession(staffId: number, ttlHours: number) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },

    async staffFor(token: string) {
      const [row] = await db
        .select({ staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date()), isNull(staff.disabledAt)))
        .limit(1);
      return row?.staff ?? null;
    },

    /** when a live session ends (null: unknown, revoked or expired) */
    async sessionExpiry(token: string) {
      const [row] = await db
        .select({ expiresAt: staffSessions.expiresAt })
        .from(staffSessions)
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date())))
        .limit(1);
      return row?.expiresAt ?? null;
    },

    async revoke(token: string) {
      await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.tokenHash, hashToken(token)));
    },
  };
}
