-- Issue 24: a ticket reply records who wrote it, so an admin's reply names the admin (the audit log
-- has the same). Replies written before stay unattributed.
ALTER TABLE "support_ticket_message" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "support_ticket_message" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "support_ticket_message" ADD CONSTRAINT "support_ticket_message_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
