CREATE TABLE "platform_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "platform_keys" ADD CONSTRAINT "platform_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_keys_hash_idx" ON "platform_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "platform_keys_created_idx" ON "platform_keys" USING btree ("created_at");