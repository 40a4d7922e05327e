-- Issue 13: generation runs as durable jobs. A run's jobs may end in different worker processes;
-- the one that stamps finished_at (once no image of the run is pending) releases the user's slot.
CREATE TABLE "generation_batch" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_batch" ADD CONSTRAINT "generation_batch_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
