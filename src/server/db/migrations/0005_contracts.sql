CREATE TABLE "contract_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"novel_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"editor_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"minor" boolean DEFAULT false NOT NULL,
	"truename" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"id_photo_front" text,
	"id_photo_back" text,
	"address" text NOT NULL,
	"mobile" text NOT NULL,
	"social_account" text NOT NULL,
	"monthly_words" integer NOT NULL,
	"estimated_words" integer NOT NULL,
	"guardian_truename" text,
	"guardian_email" text,
	"guardian_mobile" text,
	"guardian_id_number" text,
	"guardian_id_number_hash" text,
	"guardian_id_photo" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reject_reason" text,
	"reapply_after" timestamp with time zone,
	"info_request" text,
	"info_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"contract_id" integer,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"actor_kind" text NOT NULL,
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"party" text NOT NULL,
	"signer_name" text NOT NULL,
	"image_key" text,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"application_id" integer NOT NULL,
	"novel_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'unsigned' NOT NULL,
	"minor" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"terms" jsonb,
	"pending_change" jsonb,
	"prepared_at" timestamp with time zone,
	"prepared_by" integer,
	"signed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"countersigned_by" integer,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"unsigned_pdf_key" text,
	"unsigned_sha256" text,
	"signed_pdf_key" text,
	"signed_sha256_before" text,
	"signed_sha256_after" text,
	"sealed_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_dismissals" (
	"author_id" integer NOT NULL,
	"type" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_dismissals_author_id_type_pk" PRIMARY KEY("author_id","type")
);
--> statement-breakpoint
CREATE TABLE "signing_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"party" text NOT NULL,
	"token_hash" text NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_editor_id_staff_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_id_photo_front_uploads_id_fk" FOREIGN KEY ("id_photo_front") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_id_photo_back_uploads_id_fk" FOREIGN KEY ("id_photo_back") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_guardian_id_photo_uploads_id_fk" FOREIGN KEY ("guardian_id_photo") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_applications" ADD CONSTRAINT "contract_applications_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_application_id_contract_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."contract_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_contract_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."contract_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_prepared_by_staff_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_countersigned_by_staff_id_fk" FOREIGN KEY ("countersigned_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_links" ADD CONSTRAINT "signing_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_applications_open_key" ON "contract_applications" USING btree ("novel_id") WHERE "contract_applications"."status" in ('pending', 'info_requested');--> statement-breakpoint
CREATE INDEX "contract_applications_novel_idx" ON "contract_applications" USING btree ("novel_id","submitted_at");--> statement-breakpoint
CREATE INDEX "contract_applications_author_idx" ON "contract_applications" USING btree ("author_id","submitted_at");--> statement-breakpoint
CREATE INDEX "contract_applications_queue_idx" ON "contract_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "contract_applications_editor_idx" ON "contract_applications" USING btree ("editor_id","status");--> statement-breakpoint
CREATE INDEX "contract_applications_id_number_idx" ON "contract_applications" USING btree ("id_number_hash");--> statement-breakpoint
CREATE INDEX "contract_events_application_idx" ON "contract_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_party_key" ON "contract_signatures" USING btree ("contract_id","party") WHERE "contract_signatures"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_key" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_application_key" ON "contracts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "contracts_author_idx" ON "contracts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_novel_idx" ON "contracts" USING btree ("novel_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "contracts_sealed_idx" ON "contracts" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_links_token_key" ON "signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signing_links_contract_idx" ON "signing_links" USING btree ("contract_id","party");