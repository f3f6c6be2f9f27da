-- Custom SQL migration file, put your code below! --
-- Any write to a catalogue table, by any means (the seed, the app, a plain SQL UPDATE in psql),
-- bumps catalogue_meta.version, and tells every listening app instance through
-- pg_notify('catalogue_version', '{"v": version, "c": [city codes] | null}') at commit, so that
-- each refreshes its in-memory snapshot and caches and revalidates the changed city's pages
-- (server/catalogue-freshness/). Statement-level: one row or a million cost one trigger call.
-- The version moves once per transaction (a seed writing every table bumps it once), marked by
-- a transaction-local setting; further statements of that transaction only add their cities.
-- "c" is null when the cities are not known cheaply (inserts, truncates, tables without a
-- city): listeners then revalidate every catalogue page.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger AS $$
DECLARE
  city_column text := TG_ARGV[0];
  changed_rows bigint;
  changed_cities text[];
  current_version integer;
BEGIN
  IF city_column IS NOT NULL THEN
    -- Dynamic SQL: the transition tables exist only in the UPDATE and DELETE triggers.
    EXECUTE format(
      'SELECT count(*), array_agg(DISTINCT city) FROM (SELECT %1$I AS city FROM catalogue_old_rows'
      || CASE WHEN TG_OP = 'UPDATE' THEN ' UNION ALL SELECT %1$I FROM catalogue_new_rows' ELSE '' END
      || ') AS changed', city_column)
      INTO changed_rows, changed_cities;
    -- A statement that changed no row changes nothing.
    IF changed_rows = 0 THEN
      RETURN NULL;
    END IF;
    -- A row without a city (a national page) concerns every city.
    IF array_position(changed_cities, NULL) IS NOT NULL THEN
      changed_cities := NULL;
    END IF;
  END IF;
  IF current_setting('move.catalogue_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE catalogue_meta SET version = version + 1 WHERE id = 1 RETURNING version
      INTO current_version;
    PERFORM set_config('move.catalogue_version_bumped', 'on', true);
  ELSE
    SELECT version INTO current_version FROM catalogue_meta WHERE id = 1;
  END IF;
  PERFORM pg_notify(
    'catalogue_version',
    json_build_object('v', current_version, 'c', to_json(changed_cities))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Tables with a city column: updates and deletes name their cities (from transition tables);
-- inserts and truncates (the seed's bulk path) do not, which keeps them cheap.
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('cities', 'code'),
      ('venues', 'city_code'),
      ('activities', 'city_code'),
      ('landing_pages', 'city_code')
    ) AS t(table_name, city_column)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS catalogue_changed_update ON %I', target.table_name);
    EXECUTE format(
      'CREATE TRIGGER catalogue_changed_update AFTER UPDATE ON %I '
      'REFERENCING OLD TABLE AS catalogue_old_rows NEW TABLE AS catalogue_new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed(%L)',
      target.table_name, target.city_column);
    EXECUTE format('DROP TRIGGER IF EXISTS catalogue_changed_delete ON %I', target.table_name);
    EXECUTE format(
      'CREATE TRIGGER catalogue_changed_delete AFTER DELETE ON %I '
      'REFERENCING OLD TABLE AS catalogue_old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed(%L)',
      target.table_name, target.city_column);
    EXECUTE format('DROP TRIGGER IF EXISTS catalogue_changed ON %I', target.table_name);
    EXECUTE format(
      'CREATE TRIGGER catalogue_changed AFTER INSERT OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()',
      target.table_name);
  END LOOP;
  -- Every other table the seed owns (lib/db/seed/write-catalogue.ts CATALOGUE_TABLES).
  FOR target IN
    SELECT unnest(ARRAY[
      'timeslots', 'customers', 'reviews', 'products', 'packages', 'package_listings',
      'package_listing_options', 'marketing_partners', 'faqs', 'testimonials', 'texts'
    ]) AS table_name
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS catalogue_changed ON %I', target.table_name);
    EXECUTE format(
      'CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()',
      target.table_name);
  END LOOP;
END;
$$;
