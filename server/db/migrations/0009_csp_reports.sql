CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_uri" text NOT NULL,
	"directive" text NOT NULL,
	"blocked_uri" text NOT NULL,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"disposition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_created_idx" ON "csp_reports" USING btree ("created_at");