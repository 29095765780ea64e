import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';

/** A sign-in account. Becoming an author adds a row to `authors`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** stored lower-cased and trimmed */
    email: text('email').notNull(),
    /** null for accounts that only sign in with a social platform */
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('en'),
    fromSite: integer('from_site'),
    /** public URL of the re-encoded avatar */
    avatarUrl: text('avatar_url'),
    /** the latest sign-in (the current one, once signed in) */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** the sign-in before the latest: what "Last login" shows the author */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true, mode: 'date' }),
    /** when the owner opened a verification (or password reset) link sent to `email`; null until then */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
