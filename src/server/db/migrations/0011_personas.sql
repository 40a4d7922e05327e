-- Issue 11: personas (a creator's own photos and their cut-outs) and edited versions' parents.
-- The snapshot beside this file is the first drizzle-kit snapshot since 0004 that matches the whole
-- schema; the migrations between were written by hand.
CREATE TABLE "persona" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_photo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"persona_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"original_key" text NOT NULL,
	"model_cutout_key" text NOT NULL,
	"cutout_key" text NOT NULL,
	"cutout_source" text DEFAULT 'model' NOT NULL,
	"crop" jsonb,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "persona" ADD CONSTRAINT "persona_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_photo" ADD CONSTRAINT "persona_photo_persona_id_persona_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."persona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_photo" ADD CONSTRAINT "persona_photo_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation" ADD CONSTRAINT "generation_parent_id_generation_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."generation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "persona_user_idx" ON "persona" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "persona_photo_persona_idx" ON "persona_photo" USING btree ("persona_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_parent_idx" ON "generation" USING btree ("parent_id") WHERE "parent_id" IS NOT NULL;
