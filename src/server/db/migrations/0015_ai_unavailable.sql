ALTER TABLE "ai_settings" ADD COLUMN "when_unavailable" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "last_unavailable_reason" text;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "last_unavailable_at" timestamp with time zone;