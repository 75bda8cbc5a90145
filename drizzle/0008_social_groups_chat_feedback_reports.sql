CREATE TYPE "public"."staff_role" AS ENUM('manager', 'staff');--> statement-breakpoint
CREATE TABLE "restaurant_staff" (
	"user_id" uuid NOT NULL,
	"restaurant_id" integer NOT NULL,
	"role" "staff_role" DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_staff_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "chat_thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_feedback_ratings" (
	"feedback_id" uuid NOT NULL,
	"feedback_type_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "restaurant_feedback_ratings_feedback_id_feedback_type_id_pk" PRIMARY KEY("feedback_id","feedback_type_id"),
	CONSTRAINT "restaurant_feedback_ratings_rating_ck" CHECK ("restaurant_feedback_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "chat_threads_reservation_idx";--> statement-breakpoint
DROP INDEX "groups_reservation_idx";--> statement-breakpoint
DROP INDEX "reports_user_idx";--> statement-breakpoint
DROP INDEX "restaurant_feedbacks_reservation_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sender_role" varchar(16) DEFAULT 'diner' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_feedbacks" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_staff" ADD CONSTRAINT "restaurant_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_staff" ADD CONSTRAINT "restaurant_staff_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_reads" ADD CONSTRAINT "chat_thread_reads_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_reads" ADD CONSTRAINT "chat_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_feedback_ratings" ADD CONSTRAINT "restaurant_feedback_ratings_feedback_id_restaurant_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."restaurant_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_feedback_ratings" ADD CONSTRAINT "restaurant_feedback_ratings_feedback_type_id_feedback_types_id_fk" FOREIGN KEY ("feedback_type_id") REFERENCES "public"."feedback_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_staff_restaurant_idx" ON "restaurant_staff" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "chat_thread_reads_user_idx" ON "chat_thread_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restaurant_feedback_ratings_type_idx" ON "restaurant_feedback_ratings" USING btree ("feedback_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_reservation_uq" ON "chat_threads" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_group_user_uq" ON "group_invitations" USING btree ("group_id","user_id") WHERE "group_invitations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_reservation_uq" ON "groups" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_user_target_uq" ON "reports" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_feedbacks_reservation_uq" ON "restaurant_feedbacks" USING btree ("reservation_id");