-- Leads stored before capture_day existed: the London calendar day they were captured on
-- (the column's default gave them the day of the migration).
UPDATE "email_leads" SET "capture_day" = ("created_at" AT TIME ZONE 'Europe/London')::date;
--> statement-breakpoint
-- Repeats of one email address on one landing page on one day carried nothing new: keep the
-- first (with its UTM values), so the unique index of the next migration can be built.
DELETE FROM "email_leads" AS later
USING "email_leads" AS earlier
WHERE lower(later."email") = lower(earlier."email")
  AND later."landing_path" = earlier."landing_path"
  AND later."capture_day" = earlier."capture_day"
  AND later."id" > earlier."id";
