-- Every committed write to `records` is announced on the `conversa_records` channel by PostgreSQL
-- itself, whoever made it (a server process of any version, a migration, an operator's UPDATE in
-- psql): the payload names the collections written, as a JSON array, or is "*" for all of them.
-- The adapter's read caches forget those collections when they hear it (postgres/readCache.ts).
CREATE FUNCTION conversa_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT json_agg(DISTINCT collection)::text INTO written FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT json_agg(DISTINCT collection)::text INTO written
      FROM (SELECT collection FROM old_rows UNION SELECT collection FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT json_agg(DISTINCT collection)::text INTO written FROM old_rows;
  ELSE
    written := '"*"';
  END IF;
  IF written IS NOT NULL THEN
    -- NOTIFY refuses 8000 bytes; so many collections at once is as good as all of them.
    IF octet_length(written) > 7000 THEN
      written := '"*"';
    END IF;
    PERFORM pg_notify('conversa_records', written);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER records_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversa_records_changed();
--> statement-breakpoint
CREATE TRIGGER records_updated AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversa_records_changed();
--> statement-breakpoint
CREATE TRIGGER records_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION conversa_records_changed();
--> statement-breakpoint
CREATE TRIGGER records_truncated AFTER TRUNCATE ON records
  FOR EACH STATEMENT EXECUTE FUNCTION conversa_records_changed();
