CREATE TRIGGER restaurants_search_terms_ins AFTER INSERT ON restaurants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tablee_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER restaurants_search_terms_upd AFTER UPDATE ON restaurants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tablee_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER dishes_search_terms_ins AFTER INSERT ON dishes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tablee_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER dishes_search_terms_upd AFTER UPDATE ON dishes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tablee_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w FROM (
  SELECT unnest(search_words) AS w FROM restaurants
  UNION ALL
  SELECT unnest(search_words) FROM dishes
) AS words WHERE length(w) >= 2
ON CONFLICT DO NOTHING;
