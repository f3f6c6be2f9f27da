CREATE TABLE "marketing_desk_password" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_desk_password_one_row" CHECK ("marketing_desk_password"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "marketing_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"credential_tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "marketing_sessions_expires_idx" ON "marketing_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_leads_created_idx" ON "email_leads" USING btree ("created_at");