ALTER TABLE "payments" ADD COLUMN "next_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "opening_until" timestamp with time zone;