import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** The author profile of an account; status 1 is a signed-up author. */
export const authors = pgTable('authors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  penName: text('pen_name').notNull(),
  status: integer('status').notNull().default(0),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Author = typeof authors.$inferSelect;
