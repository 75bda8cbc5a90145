CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(search_text, '[^a-z0-9]+')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "weekly_open_minutes" "int4multirange" GENERATED ALWAYS AS (tablee_weekly_open_minutes(opening_hours)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(search_text, '[^a-z0-9]+')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_words_idx" ON "restaurants" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "restaurants_dietary_tags_idx" ON "restaurants" USING gin ("dietary_tags");--> statement-breakpoint
CREATE INDEX "restaurants_city_rating_idx" ON "restaurants" USING btree ("city_id","rating_average");--> statement-breakpoint
CREATE INDEX "dishes_search_words_idx" ON "dishes" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "menus_set_menu_idx" ON "menus" USING btree ("restaurant_id") WHERE "menus"."is_set_menu";