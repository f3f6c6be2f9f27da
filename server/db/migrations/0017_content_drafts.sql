ALTER TABLE "faqs" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "texts" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;