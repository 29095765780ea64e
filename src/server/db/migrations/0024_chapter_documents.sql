-- Chapters become documents (src/domain/chapter-doc.ts). Every existing chapter, draft and version gets the
-- document `chapterDocFromText` makes of its text: one paragraph per non-blank line (trimmed as JavaScript's
-- String.prototype.trim does), a line of three or more of one scene-break sign as a scene break. The text
-- columns are left as they are. Plain SQL, so PostgreSQL and PGlite migrate alike.
-- Reverse: down/0024_chapter_documents.sql.
ALTER TABLE "chapter_versions" ADD COLUMN "content_doc" jsonb;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "content_doc" jsonb;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "content_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "draft_doc" jsonb;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "note_before" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "note_after" text;--> statement-breakpoint
ALTER TABLE "novels" ADD COLUMN "default_note_before" text;--> statement-breakpoint
ALTER TABLE "novels" ADD COLUMN "default_note_after" text;--> statement-breakpoint
-- The whitespace class is JavaScript's (\s and trim): ASCII spaces and controls, NBSP, the Zs spaces,
-- the line and paragraph separators and the BOM. PostgreSQL's own \s depends on the locale.
CREATE FUNCTION "wc_0024_doc_from_text"(body text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('type', 'doc', 'content', COALESCE(jsonb_agg(
    CASE
      WHEN line ~ '^([*#~_=\u00b7\u2022\u25c7\u25c6-])([\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*\1){2,}$'
        THEN '{"type":"horizontalRule"}'::jsonb
      ELSE jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', line)))
    END ORDER BY n), '[]'::jsonb))
  FROM (
    SELECT n, regexp_replace(raw,
      '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
      '', 'g') AS line
    FROM regexp_split_to_table(regexp_replace(body, '\r\n?', E'\n', 'g'), '\n') WITH ORDINALITY AS lines(raw, n)
  ) AS trimmed
  WHERE line <> ''
$$;--> statement-breakpoint
-- `chapterDocToHtml` of such a document: paragraphs and scene breaks, text escaped, one block a line.
CREATE FUNCTION "wc_0024_doc_html"(doc jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(string_agg(
    CASE
      WHEN block->>'type' = 'horizontalRule' THEN '<hr>'
      ELSE '<p>' || replace(replace(replace(replace(replace(block->'content'->0->>'text',
        '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;') || '</p>'
    END, E'\n' ORDER BY n), '')
  FROM jsonb_array_elements(doc->'content') WITH ORDINALITY AS blocks(block, n)
$$;--> statement-breakpoint
UPDATE "chapters" SET
  "content_doc" = "wc_0024_doc_from_text"("content"),
  "draft_doc" = CASE WHEN "draft_content" IS NULL THEN NULL ELSE "wc_0024_doc_from_text"("draft_content") END;--> statement-breakpoint
UPDATE "chapters" SET "content_html" = "wc_0024_doc_html"("content_doc");--> statement-breakpoint
UPDATE "chapter_versions" SET "content_doc" = "wc_0024_doc_from_text"("content");--> statement-breakpoint
DROP FUNCTION "wc_0024_doc_html"(jsonb);--> statement-breakpoint
DROP FUNCTION "wc_0024_doc_from_text"(text);--> statement-breakpoint
ALTER TABLE "chapters" ALTER COLUMN "content_doc" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_versions" ALTER COLUMN "content_doc" SET NOT NULL;
