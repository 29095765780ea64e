CREATE TABLE "comment_counts" (
	"author_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	"unreplied" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"pinned" integer DEFAULT 0 NOT NULL,
	"review" integer DEFAULT 0 NOT NULL,
	"chapter" integer DEFAULT 0 NOT NULL,
	"paragraph" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_counts_author_id_novel_id_chapter_id_pk" PRIMARY KEY("author_id","novel_id","chapter_id")
);--> statement-breakpoint
-- Added by hand after the generated table: the triggers that keep comment_counts, and its first fill.
-- One statement-level trigger per kind of change adds the statement's difference, grouped by (author, novel,
-- chapter) and applied in key order, so two transactions touching the same rows take their locks in one order.
-- The filters below are the inbox's (comments-repository.ts `counts`, src/domain/comment.ts REMOVED_STATES).
CREATE FUNCTION comment_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO comment_counts AS t (author_id, novel_id, chapter_id, live, unreplied, replied, pinned, review, chapter, paragraph, removed)
    SELECT c.author_id, c.novel_id, coalesce(c.chapter_id, 0),
      sum(CASE WHEN c.state = 'live' THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.replied_at IS NULL AND c.handled_at IS NULL THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.replied_at IS NOT NULL THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.pinned_at IS NOT NULL THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.type = 'review' THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.type = 'chapter' THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state = 'live' AND c.type = 'paragraph' THEN c.sign ELSE 0 END),
      sum(CASE WHEN c.state IN ('auto_removed', 'deleted', 'hidden', 'staff_removed') THEN c.sign ELSE 0 END)
    FROM (%s) c
    GROUP BY 1, 2, 3
    HAVING sum(CASE WHEN c.state = 'live' THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.replied_at IS NULL AND c.handled_at IS NULL THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.replied_at IS NOT NULL THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.pinned_at IS NOT NULL THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.type = 'review' THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.type = 'chapter' THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state = 'live' AND c.type = 'paragraph' THEN c.sign ELSE 0 END) <> 0
      OR sum(CASE WHEN c.state IN ('auto_removed', 'deleted', 'hidden', 'staff_removed') THEN c.sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (author_id, novel_id, chapter_id) DO UPDATE SET live = t.live + excluded.live, unreplied = t.unreplied + excluded.unreplied, replied = t.replied + excluded.replied, pinned = t.pinned + excluded.pinned, review = t.review + excluded.review, chapter = t.chapter + excluded.chapter, paragraph = t.paragraph + excluded.paragraph, removed = t.removed + excluded.removed
  $q$, changed);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER comment_counts_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_track();--> statement-breakpoint
CREATE TRIGGER comment_counts_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_track();--> statement-breakpoint
CREATE TRIGGER comment_counts_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_track();--> statement-breakpoint
INSERT INTO comment_counts (author_id, novel_id, chapter_id, live, unreplied, replied, pinned, review, chapter, paragraph, removed)
SELECT c.author_id, c.novel_id, coalesce(c.chapter_id, 0),
  count(*) FILTER (WHERE c.state = 'live'),
  count(*) FILTER (WHERE c.state = 'live' AND c.replied_at IS NULL AND c.handled_at IS NULL),
  count(*) FILTER (WHERE c.state = 'live' AND c.replied_at IS NOT NULL),
  count(*) FILTER (WHERE c.state = 'live' AND c.pinned_at IS NOT NULL),
  count(*) FILTER (WHERE c.state = 'live' AND c.type = 'review'),
  count(*) FILTER (WHERE c.state = 'live' AND c.type = 'chapter'),
  count(*) FILTER (WHERE c.state = 'live' AND c.type = 'paragraph'),
  count(*) FILTER (WHERE c.state IN ('auto_removed', 'deleted', 'hidden', 'staff_removed'))
FROM comments c
GROUP BY 1, 2, 3;
