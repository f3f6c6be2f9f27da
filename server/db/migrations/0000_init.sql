CREATE TYPE "public"."activity_type" AS ENUM('yoga', 'fitness-class', 'swimming', 'martial-arts', 'gym', 'dance', 'climbing');--> statement-breakpoint
CREATE TYPE "public"."landing_variant" AS ENUM('product', 'partner', 'venue');--> statement-breakpoint
CREATE TYPE "public"."page_variant" AS ENUM('Discovery', 'Partner', 'Voucher', 'Welcome', 'Venue');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('DiscoveryMembership', 'FullMembership', 'MoveFive');--> statement-breakpoint
CREATE TYPE "public"."testimonial_type" AS ENUM('Customer', 'Partner');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"city_code" text NOT NULL,
	"activity_type" "activity_type" NOT NULL,
	"title" text NOT NULL,
	"tags" text[] NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"rating" double precision NOT NULL,
	"url" text NOT NULL,
	"img_url" text NOT NULL,
	"thumb_img_url" text NOT NULL,
	"description_html" text NOT NULL,
	"discovery_member_allowed" boolean NOT NULL,
	"lite_pricing" jsonb NOT NULL,
	"full_pricing" jsonb NOT NULL,
	"is_streaming" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"sample_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"callsign" text,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_meta" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"landing_path" text NOT NULL,
	"utm" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_variant" "page_variant",
	"variant_ref" text,
	"heading" text NOT NULL,
	"content_html" text NOT NULL,
	"default_open" boolean DEFAULT false NOT NULL,
	"mentions_prices" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_variant" "landing_variant" NOT NULL,
	"page_variant" "page_variant",
	"url_slug" text NOT NULL,
	"variant_ref" text DEFAULT '' NOT NULL,
	"city_code" text,
	"marketing_partner_id" integer,
	"venue_id" integer,
	"is_draft" boolean DEFAULT false NOT NULL,
	"page_title" text NOT NULL,
	"page_description" text NOT NULL,
	"activity_kind" text,
	"default_product_type" "product_type",
	"cta_button_text" text NOT NULL,
	"cta_text" text NOT NULL,
	"cta_config" jsonb NOT NULL,
	"layout_config" jsonb NOT NULL,
	"hide_copy_prices" boolean DEFAULT false NOT NULL,
	"package_html_tagline" text,
	"short_package_html_tagline" text,
	"package_tagline" text,
	"sign_up_url" text NOT NULL,
	"sign_in_url" text NOT NULL,
	"sign_in_url_for_purchase" text NOT NULL,
	"continue_url" text NOT NULL,
	"trust_widget_ids" jsonb NOT NULL,
	"entry_context" text NOT NULL,
	"image_url" text,
	"mobile_image_url" text,
	"logo_url" text,
	"hide_move_logo" boolean DEFAULT false NOT NULL,
	"include_draft_offers" boolean DEFAULT false NOT NULL,
	"sign_in_to_purchase" boolean DEFAULT false NOT NULL,
	"enable_3d_secure" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"package_id" integer NOT NULL,
	"display_partner_logo" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_listing_options" (
	"listing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"package_id" integer NOT NULL,
	CONSTRAINT "package_listing_options_listing_id_position_pk" PRIMARY KEY("listing_id","position")
);
--> statement-breakpoint
CREATE TABLE "package_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"position" integer NOT NULL,
	"recommended" boolean NOT NULL,
	"initial_package_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_id" integer NOT NULL,
	"passport_id" integer NOT NULL,
	"product_type" "product_type" NOT NULL,
	"city_code" text,
	"weekly_price" numeric(8, 2) NOT NULL,
	"billing_cycle_days" integer NOT NULL,
	"billing_cycle_price" numeric(8, 2) NOT NULL,
	"attendance_limit" integer,
	"includes_discovery" boolean NOT NULL,
	"discount_percentage" integer,
	"discount_original_weekly_price" numeric(8, 2),
	"discount_expires_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_type" "product_type"
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text NOT NULL,
	"time_responded" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "testimonial_type" DEFAULT 'Customer' NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"city_code" text,
	"marketing_partner_slug" text,
	"page_variant" "page_variant",
	"variant_ref" text,
	"hide_copy_prices" boolean,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day_of_week" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amenities" text[] NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"city_code" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"rating" double precision NOT NULL,
	"logo_url" text NOT NULL,
	"image_urls" text[] NOT NULL,
	"thumbnail_url" text NOT NULL,
	"movers_going_to_this_venue" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"callsign" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"utm" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"callsign" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_marketing_partner_id_marketing_partners_id_fk" FOREIGN KEY ("marketing_partner_id") REFERENCES "public"."marketing_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_partners" ADD CONSTRAINT "marketing_partners_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_listing_options" ADD CONSTRAINT "package_listing_options_listing_id_package_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."package_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_listing_options" ADD CONSTRAINT "package_listing_options_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_listings" ADD CONSTRAINT "package_listings_initial_package_id_packages_id_fk" FOREIGN KEY ("initial_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_actions" ADD CONSTRAINT "visitor_actions_callsign_visitors_callsign_fk" FOREIGN KEY ("callsign") REFERENCES "public"."visitors"("callsign") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_city_type_idx" ON "activities" USING btree ("city_code","activity_type");--> statement-breakpoint
CREATE INDEX "activities_venue_idx" ON "activities" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "activities_lat_lng_idx" ON "activities" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faqs_variant_idx" ON "faqs" USING btree ("page_variant","position");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_variant_slug_ref_idx" ON "landing_pages" USING btree ("landing_variant","url_slug","variant_ref");--> statement-breakpoint
CREATE INDEX "landing_pages_city_idx" ON "landing_pages" USING btree ("city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_partners_slug_idx" ON "marketing_partners" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "package_listings_city_idx" ON "package_listings" USING btree ("city_code","position");--> statement-breakpoint
CREATE INDEX "packages_city_idx" ON "packages" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "packages_passport_idx" ON "packages" USING btree ("passport_id");--> statement-breakpoint
CREATE INDEX "reviews_venue_idx" ON "reviews" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "testimonials_type_idx" ON "testimonials" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "texts_key_idx" ON "texts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "timeslots_activity_idx" ON "timeslots" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_url_slug_idx" ON "venues" USING btree ("url_slug");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "visitor_actions_callsign_idx" ON "visitor_actions" USING btree ("callsign");