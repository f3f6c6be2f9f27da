-- Custom SQL migration file, put your code below! --
-- A landing page's updated_at follows every UPDATE, whoever makes it (seed, SQL console, a CMS):
-- the marketing desk shows it as the page's last change.
CREATE OR REPLACE FUNCTION landing_pages_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS landing_pages_touch_updated_at ON landing_pages;
--> statement-breakpoint
CREATE TRIGGER landing_pages_touch_updated_at
  BEFORE UPDATE ON landing_pages
  FOR EACH ROW EXECUTE FUNCTION landing_pages_touch_updated_at();
