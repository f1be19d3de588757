-- The announcement of a write to `records` (0001) names the records too: per collection, the ids
-- and the owners (owner_uid, before and after) of the rows the statement wrote, so that a read
-- cache forgets only the reads a write may have changed. A statement writing too many rows to say
-- so in one NOTIFY names the collections only, and so many collections at once is "*".
CREATE OR REPLACE FUNCTION conversa_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed json;
  written text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT json_agg(json_build_array(collection, id, owner_uid)) INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT json_agg(json_build_array(collection, id, owner_uid)) INTO changed
      FROM (SELECT collection, id, owner_uid FROM old_rows UNION ALL SELECT collection, id, owner_uid FROM new_rows) AS rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT json_agg(json_build_array(collection, id, owner_uid)) INTO changed FROM old_rows;
  ELSE
    PERFORM pg_notify('conversa_records', '"*"');
    RETURN NULL;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT json_agg(json_build_object('c', c, 'i', i, 'o', o))::text INTO written
    FROM (
      SELECT r->>0 AS c,
        json_agg(DISTINCT r->>1) AS i,
        COALESCE(json_agg(DISTINCT r->>2) FILTER (WHERE r->>2 IS NOT NULL), '[]'::json) AS o
      FROM json_array_elements(changed) AS r
      GROUP BY r->>0
    ) AS per_collection;
  -- NOTIFY refuses 8000 bytes.
  IF octet_length(written) > 7000 THEN
    SELECT json_agg(DISTINCT r->>0)::text INTO written FROM json_array_elements(changed) AS r;
    IF octet_length(written) > 7000 THEN
      written := '"*"';
    END IF;
  END IF;
  PERFORM pg_notify('conversa_records', written);
  RETURN NULL;
END
$$;
