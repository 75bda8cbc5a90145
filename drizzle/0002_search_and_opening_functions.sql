-- Opening hours [{day 0=Sunday, opens "HH:MM", closes "HH:MM"}] as minutes of the local week.
-- A close at or before the open runs past midnight; Saturday's late hours wrap to Sunday morning.
CREATE OR REPLACE FUNCTION tablee_weekly_open_minutes(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH periods AS (
    SELECT (p->>'day')::int * 1440 + split_part(p->>'opens', ':', 1)::int * 60 + split_part(p->>'opens', ':', 2)::int AS opens_at,
           split_part(p->>'opens', ':', 1)::int * 60 + split_part(p->>'opens', ':', 2)::int AS opens,
           split_part(p->>'closes', ':', 1)::int * 60 + split_part(p->>'closes', ':', 2)::int AS closes
      FROM jsonb_array_elements(hours) AS p
  ), spans AS (
    SELECT opens_at AS s, opens_at + CASE WHEN closes > opens THEN closes - opens ELSE closes + 1440 - opens END AS e FROM periods
  )
  SELECT coalesce(range_agg(r), '{}'::int4multirange) FROM (
    SELECT int4range(s, least(e, 10080)) AS r FROM spans
    UNION ALL
    SELECT int4range(0, e - 10080) FROM spans WHERE e > 10080
  ) AS ranges
$$;
--> statement-breakpoint
-- Adds the words of freshly written rows to the search vocabulary (statement-level: one pass per bulk insert).
CREATE OR REPLACE FUNCTION tablee_collect_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words) AS w WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
