CREATE TABLE "generation_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"params" jsonb NOT NULL,
	"composite_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"prepublish_check" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "version_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_version" ADD CONSTRAINT "generation_version_generation_id_generation_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_version_number_idx" ON "generation_version" USING btree ("generation_id","number");