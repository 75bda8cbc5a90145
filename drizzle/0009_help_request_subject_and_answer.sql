DROP INDEX "help_requests_user_idx";--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_reservation_idx" ON "help_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "help_requests_order_idx" ON "help_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "help_requests_user_idx" ON "help_requests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_one_subject_ck" CHECK (num_nonnulls("help_requests"."reservation_id", "help_requests"."order_id") <= 1);