CREATE TABLE "showcase_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"generation_id" uuid,
	"image_key" text NOT NULL,
	"title" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_state" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"seeding_started_at" timestamp with time zone,
	"seeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "showcase_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showcase_item" ADD CONSTRAINT "showcase_item_generation_id_generation_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_item_seed_key_idx" ON "showcase_item" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_item_generation_idx" ON "showcase_item" USING btree ("generation_id");
