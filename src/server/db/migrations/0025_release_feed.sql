CREATE TABLE "release_feed" (
	"seq" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"novel_id" integer NOT NULL,
	"chapter_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_feed_novel_idx" ON "release_feed" USING btree ("novel_id","seq");
--> statement-breakpoint
-- What the reader site already shows when the feed starts: every novel, then every live chapter.
INSERT INTO "release_feed" ("kind", "novel_id") SELECT 'novel_created', "id" FROM "novels" WHERE "deleted_at" IS NULL ORDER BY "id";
--> statement-breakpoint
INSERT INTO "release_feed" ("kind", "novel_id", "chapter_id") SELECT 'chapter_released', "novel_id", "id" FROM "chapters" WHERE "status" IN ('released', 'updated') ORDER BY "novel_id", "code";
