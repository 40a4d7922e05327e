CREATE TABLE "google_client" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_record" (
	"name" text PRIMARY KEY NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
