import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';

/** A sign-in account. Becoming an author adds a row to `authors`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** stored lower-cased and trimmed */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: text('lang').notNull().default('en'),
    fromSite: integer('from_site'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
