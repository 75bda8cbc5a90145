CREATE TABLE "search_index_versions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"words" text NOT NULL,
	"ratings" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_index_versions" (id, words, ratings) VALUES (1, pg_current_xact_id()::text, pg_current_xact_id()::text);
--> statement-breakpoint
-- Marks the restaurant word index stale (TG_ARGV[0]: 'words', or 'ratings' for the order alone)
-- with the writing transaction's id. The row stays locked until that transaction ends: writers of
-- restaurants queue there, which is rare (ratings are refreshed once per review, in one statement).
CREATE OR REPLACE FUNCTION tablee_touch_search_index() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'ratings' THEN
    INSERT INTO search_index_versions (id, words, ratings) VALUES (1, '', pg_current_xact_id()::text)
    ON CONFLICT (id) DO UPDATE SET ratings = excluded.ratings;
  ELSE
    INSERT INTO search_index_versions (id, words, ratings) VALUES (1, pg_current_xact_id()::text, '')
    ON CONFLICT (id) DO UPDATE SET words = excluded.words;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_search_index_words AFTER INSERT OR DELETE OR TRUNCATE ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION tablee_touch_search_index('words');
--> statement-breakpoint
CREATE TRIGGER restaurants_search_index_words_upd AFTER UPDATE OF id, name, district, cuisine, search_text, city_id ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION tablee_touch_search_index('words');
--> statement-breakpoint
CREATE TRIGGER restaurants_search_index_ratings_upd AFTER UPDATE OF rating_average ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION tablee_touch_search_index('ratings');
--> statement-breakpoint
CREATE TRIGGER cities_search_index_words AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION tablee_touch_search_index('words');
