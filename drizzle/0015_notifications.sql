ALTER TABLE "notifications" ADD COLUMN "link" varchar(255);--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title_fr";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body_fr";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body_en";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";
