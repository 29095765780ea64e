import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Stored images, re-encoded. Public ones (avatars, covers) are served under
 * /uploads/; private ones (ID documents) only through their owner's or staff routes.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** random id, also the file name */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** avatar, id_card, cover */
    kind: text('kind').notNull(),
    /** public or private */
    visibility: text('visibility').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.kind)],
);

export type Upload = typeof uploads.$inferSelect;
