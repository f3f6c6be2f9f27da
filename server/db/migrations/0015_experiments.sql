CREATE TABLE "experiment_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"experiment_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"visitor_id" text NOT NULL,
	"goal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_conversions_goal_check" CHECK ("experiment_conversions"."goal" IN ('cta-click', 'lead'))
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"id" serial PRIMARY KEY NOT NULL,
	"experiment_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'off' NOT NULL,
	"variants" jsonb NOT NULL,
	"path_prefix" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_status_check" CHECK ("experiments"."status" IN ('off', 'running', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_conversions_once_idx" ON "experiment_conversions" USING btree ("experiment_key","visitor_id","variant_key","goal");--> statement-breakpoint
CREATE INDEX "experiment_conversions_created_idx" ON "experiment_conversions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_exposures_once_idx" ON "experiment_exposures" USING btree ("experiment_key","visitor_id","variant_key");--> statement-breakpoint
CREATE INDEX "experiment_exposures_visitor_idx" ON "experiment_exposures" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "experiment_exposures_created_idx" ON "experiment_exposures" USING btree ("created_at");--> statement-breakpoint
-- The built-in experiments (lib/experiments/definition.ts BUILT_IN_DEFAULTS): all off, so the site behaves as before until staff start one.
INSERT INTO "experiments" ("key", "description", "status", "variants", "path_prefix") VALUES
  ('noFullscreenMap', 'Hide the phone''s ''View Map'' fullscreen button.', 'off', '[{"key":"control","allocation":100},{"key":"on","allocation":0}]', NULL),
  ('pricingTabs', 'Welcome offers with all three plans: ''Info'' and ''Price plans'' tabs (control) or the plans below the details (noTabs).', 'off', '[{"key":"control","allocation":50},{"key":"noTabs","allocation":50}]', '/offers/'),
  ('ctaButtonText', 'The email capture''s button text on product pages.', 'off', '[{"key":"control","allocation":50},{"key":"b","allocation":50,"buttonText":"Start moving today"}]', NULL)
ON CONFLICT ("key") DO NOTHING;
