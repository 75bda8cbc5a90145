CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"reason" text,
	"actor_user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "delivery_fee_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "order_types" "order_type"[] DEFAULT '{BOOKING,TAKE_AWAY,DELIVERY}'::order_type[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "once_per_diner" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "distance_meters" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_asap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_user_idx" ON "offer_redemptions" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_order_uq" ON "offer_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_points_reference_uq" ON "reward_points" USING btree ("user_id","reason","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_one_available_uq" ON "user_coupons" USING btree ("user_id","reward_coupon_id") WHERE "user_coupons"."status" = 'available';