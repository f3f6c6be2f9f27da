CREATE TYPE "public"."partner_application_status" AS ENUM('new', 'contacted', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"form_token" text NOT NULL,
	"venue_name" text NOT NULL,
	"venue_type" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"activities" jsonb NOT NULL,
	"about" text NOT NULL,
	"partnership" text NOT NULL,
	"password_hash" text NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"status" "partner_application_status" DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_reference_idx" ON "partner_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_form_token_idx" ON "partner_applications" USING btree ("form_token");--> statement-breakpoint
CREATE INDEX "partner_applications_email_created_idx" ON "partner_applications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" USING btree ("created_at");