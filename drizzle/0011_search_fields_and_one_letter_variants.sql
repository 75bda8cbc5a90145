-- The words of a text as the search writes them (toSearchText then toSearchTokens' split, in
-- TypeScript): every Latin letter that decomposes into a base letter and accents folded to that
-- letter, œ/æ spelled out, lower-cased, split on anything but a-z and 0-9. Plain SQL, so PGlite
-- and PostgreSQL agree without the unaccent extension, and IMMUTABLE, so generated columns use it.
CREATE OR REPLACE FUNCTION tablee_search_words(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_remove(regexp_split_to_array(
    lower(replace(replace(replace(replace(translate(coalesce(value, ''),
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ',
      'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy'),
      'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE')),
    '[^a-z0-9]+'), ''), '{}')
$$;
--> statement-breakpoint
CREATE TABLE "search_term_deletes" (
	"variant" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_term_deletes_variant_term_pk" PRIMARY KEY("variant","term")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (tablee_search_words(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cuisine_words" text[] GENERATED ALWAYS AS (tablee_search_words(cuisine)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "district_words" text[] GENERATED ALWAYS AS (tablee_search_words(district)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_term_deletes" ADD CONSTRAINT "search_term_deletes_term_search_terms_term_fk" FOREIGN KEY ("term") REFERENCES "public"."search_terms"("term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_name_words_idx" ON "restaurants" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "restaurants_cuisine_words_idx" ON "restaurants" USING gin ("cuisine_words");--> statement-breakpoint
CREATE INDEX "restaurants_district_words_idx" ON "restaurants" USING gin ("district_words");
--> statement-breakpoint
-- Each new vocabulary word with one letter removed, at every position (rare: a word is new once).
CREATE OR REPLACE FUNCTION tablee_collect_term_deletes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_deletes (variant, term)
  SELECT DISTINCT left(NEW.term, i - 1) || substr(NEW.term, i + 1), NEW.term
    FROM generate_series(1, length(NEW.term)) AS i
   WHERE length(NEW.term) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_terms_deletes_ins AFTER INSERT ON search_terms FOR EACH ROW EXECUTE FUNCTION tablee_collect_term_deletes();
--> statement-breakpoint
INSERT INTO search_term_deletes (variant, term)
SELECT DISTINCT left(t.term, i - 1) || substr(t.term, i + 1), t.term
  FROM search_terms t, generate_series(1, length(t.term)) AS i
 WHERE length(t.term) >= 2
ON CONFLICT DO NOTHING;
