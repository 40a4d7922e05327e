CREATE TABLE "run_file" (
	"key" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "run_file_batch_idx" ON "run_file" USING btree ("batch_id");