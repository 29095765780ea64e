CREATE TABLE "chapter_stats_days" (
	"chapter_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"day" date NOT NULL,
	"reads_started" integer DEFAULT 0 NOT NULL,
	"reads_finished" integer DEFAULT 0 NOT NULL,
	"unlocks" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_stats_days_chapter_id_day_pk" PRIMARY KEY("chapter_id","day")
);
--> statement-breakpoint
CREATE TABLE "chapter_stats_months" (
	"chapter_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"month" date NOT NULL,
	"reads_started" bigint DEFAULT 0 NOT NULL,
	"reads_finished" bigint DEFAULT 0 NOT NULL,
	"unlocks" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_stats_months_chapter_id_month_pk" PRIMARY KEY("chapter_id","month")
);
--> statement-breakpoint
CREATE TABLE "novel_stats_days" (
	"novel_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_readers" integer DEFAULT 0 NOT NULL,
	"new_followers" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"unlocks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "novel_stats_days_novel_id_day_pk" PRIMARY KEY("novel_id","day")
);
--> statement-breakpoint
CREATE TABLE "novel_stats_periods" (
	"novel_id" integer NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"unique_readers" bigint DEFAULT 0 NOT NULL,
	"new_followers" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"unlocks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "novel_stats_periods_novel_id_grain_start_pk" PRIMARY KEY("novel_id","grain","start")
);
--> statement-breakpoint
ALTER TABLE "chapter_stats_days" ADD CONSTRAINT "chapter_stats_days_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_stats_days" ADD CONSTRAINT "chapter_stats_days_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_stats_months" ADD CONSTRAINT "chapter_stats_months_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_stats_months" ADD CONSTRAINT "chapter_stats_months_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novel_stats_days" ADD CONSTRAINT "novel_stats_days_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novel_stats_periods" ADD CONSTRAINT "novel_stats_periods_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_stats_days_novel_idx" ON "chapter_stats_days" USING btree ("novel_id","day");--> statement-breakpoint
CREATE INDEX "chapter_stats_months_novel_idx" ON "chapter_stats_months" USING btree ("novel_id","month");