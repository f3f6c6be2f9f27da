-- The desk's documents, revisions, lifecycle events and scheduled changes (server/desk-editing),
-- two offer overrides on landing pages: the package a page sells and whether it shows its
-- partner's logo (null: as the partner's own settings), and an index in the desk list's order.
CREATE TABLE "desk_document_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"action" text NOT NULL,
	"revision" integer,
	"run_at" timestamp with time zone,
	"note" text,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"entity_id" text NOT NULL,
	"latest_revision" integer NOT NULL,
	"live_revision" integer,
	"ever_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"origin" text NOT NULL,
	"source_revision" integer,
	"note" text,
	"author_id" text,
	"author_email" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_scheduled_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"action" text NOT NULL,
	"revision" integer,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_at" timestamp with time zone,
	CONSTRAINT "desk_scheduled_changes_action" CHECK ("desk_scheduled_changes"."action" IN ('publish', 'unpublish')),
	CONSTRAINT "desk_scheduled_changes_status" CHECK ("desk_scheduled_changes"."status" IN ('pending', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "display_partner_logo" boolean;--> statement-breakpoint
ALTER TABLE "desk_document_events" ADD CONSTRAINT "desk_document_events_document_id_desk_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."desk_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_revisions" ADD CONSTRAINT "desk_revisions_document_id_desk_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."desk_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_scheduled_changes" ADD CONSTRAINT "desk_scheduled_changes_document_id_desk_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."desk_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_document_events_document_idx" ON "desk_document_events" USING btree ("document_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_documents_entity_idx" ON "desk_documents" USING btree ("collection","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_revisions_document_number_idx" ON "desk_revisions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "desk_scheduled_changes_due_idx" ON "desk_scheduled_changes" USING btree ("run_at") WHERE "desk_scheduled_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "desk_scheduled_changes_document_idx" ON "desk_scheduled_changes" USING btree ("document_id","run_at");--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_pages_desk_list_idx" ON "landing_pages" USING btree ("is_draft" DESC NULLS FIRST,"landing_variant","url_slug","variant_ref");