-- Reverses 0024_chapter_documents: drops the documents, the derived HTML and the author's notes. The text
-- columns (chapters.content, chapters.draft_content, chapter_versions.content) always held the plain text and
-- stay as they are; formatting written since (italic, centred lines, quotes) is lost with the documents.
-- Run it by hand (psql -1 -f, or statement by statement at the breakpoints) with the application stopped, and
-- deploy the code from before the migration: the last statement forgets the migration, so a later deploy
-- applies it again.
ALTER TABLE "chapter_versions" DROP COLUMN "content_doc";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "content_doc";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "content_html";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "draft_doc";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "note_before";--> statement-breakpoint
ALTER TABLE "chapters" DROP COLUMN "note_after";--> statement-breakpoint
ALTER TABLE "novels" DROP COLUMN "default_note_before";--> statement-breakpoint
ALTER TABLE "novels" DROP COLUMN "default_note_after";--> statement-breakpoint
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1796505290850;
