-- Search filters that are not free text (city, services, price, rating, open now, distance,
-- availability) read only these narrow columns: an index-only scan skips the wide heap rows
-- (description, search_text, search_words). drizzle-kit cannot express INCLUDE, hence this file.
CREATE INDEX IF NOT EXISTS "restaurants_discovery_idx" ON "restaurants" USING btree ("city_id", "rating_average" DESC, "id")
  INCLUDE ("rating_count", "price_level", "time_zone", "weekly_open_minutes", "latitude", "longitude",
           "offers_booking", "offers_take_away", "offers_delivery", "dietary_tags", "table_turn_minutes");
