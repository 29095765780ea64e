import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import type { ImportFormat } from '../../../domain/manuscript-import';
import { createdAt } from './columns';
import { users } from './users';

/** One chapter of a previewed manuscript: its title (null where the file gave none) and its document. */
export interface ImportedChapter {
  title: string | null;
  doc: ChapterDoc;
}

/**
 * A manuscript read for its preview, kept until the author confirms it (which removes it) or it expires:
 * the confirmation creates chapters from these documents, never from anything the portal sends back.
 */
export const manuscriptImports = pgTable(
  'manuscript_imports',
  {
    /** random, unguessable: the preview's `import_id` */
    id: text('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<ImportFormat>().notNull(),
    /** the language section words were counted for */
    sectionId: integer('section_id').notNull(),
    chapters: jsonb('chapters').$type<ImportedChapter[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('manuscript_imports_expires_idx').on(t.expiresAt)],
);
