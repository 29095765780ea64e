import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/** Platform staff: editors review and prepare contracts; admins may do everything. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'editor' | 'admin' */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** languages the editor works in, for authors choosing one (comma-separated codes) */
    languages: text('languages').notNull().default('en'),
    /** the built-in account the local CLI acts as */
    system: integer('system').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_key').on(sql`lower(${t.email})`)],
);

/** Staff bearer sessions: a separate table, so author and staff tokens never mix. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

export type Staff = typeof staff.$inferSelect;
