CREATE TABLE "youtube_channel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"uploads_playlist_id" text NOT NULL,
	"custom_thumbnails" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"tokens_sealed" text NOT NULL,
	"scopes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_connect_state" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"source" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_original" (
	"channel_row_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_original_channel_row_id_video_id_pk" PRIMARY KEY("channel_row_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "youtube_thumbnail_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_row_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"kind" text NOT NULL,
	"generation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_quota_use" (
	"day" text NOT NULL,
	"scope" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "youtube_quota_use_day_scope_pk" PRIMARY KEY("day","scope")
);
--> statement-breakpoint
CREATE TABLE "youtube_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"daily_quota" integer NOT NULL,
	"creator_share_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "youtube_channel" ADD CONSTRAINT "youtube_channel_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_connect_state" ADD CONSTRAINT "youtube_connect_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_original" ADD CONSTRAINT "youtube_original_channel_row_id_youtube_channel_id_fk" FOREIGN KEY ("channel_row_id") REFERENCES "public"."youtube_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_thumbnail_change" ADD CONSTRAINT "youtube_thumbnail_change_channel_row_id_youtube_channel_id_fk" FOREIGN KEY ("channel_row_id") REFERENCES "public"."youtube_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_thumbnail_change" ADD CONSTRAINT "youtube_thumbnail_change_generation_id_generation_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "youtube_channel_user_channel_idx" ON "youtube_channel" USING btree ("user_id","channel_id");--> statement-breakpoint
CREATE INDEX "youtube_change_video_idx" ON "youtube_thumbnail_change" USING btree ("channel_row_id","video_id","created_at");
--> statement-breakpoint
CREATE TABLE "youtube_test" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_row_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"video_id" text NOT NULL,
	"video_title" text NOT NULL,
	"generation_ids" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"length_days" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"last_slot" integer,
	"claimed_slot" integer,
	"claimed_at" timestamp with time zone,
	"outcome" text,
	"winner" integer,
	"reach_job_id" text,
	"figures_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "youtube_test_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"variant" integer,
	"slot" integer,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_test_day" (
	"test_id" uuid NOT NULL,
	"day" text NOT NULL,
	"variant" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"average_view_duration" real DEFAULT 0 NOT NULL,
	CONSTRAINT "youtube_test_day_test_id_day_pk" PRIMARY KEY("test_id","day")
);
--> statement-breakpoint
ALTER TABLE "youtube_test" ADD CONSTRAINT "youtube_test_channel_row_id_youtube_channel_id_fk" FOREIGN KEY ("channel_row_id") REFERENCES "public"."youtube_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_test" ADD CONSTRAINT "youtube_test_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_test_event" ADD CONSTRAINT "youtube_test_event_test_id_youtube_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."youtube_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_test_day" ADD CONSTRAINT "youtube_test_day_test_id_youtube_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."youtube_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "youtube_test_user_idx" ON "youtube_test" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "youtube_test_status_idx" ON "youtube_test" USING btree ("status");--> statement-breakpoint
CREATE INDEX "youtube_test_event_idx" ON "youtube_test_event" USING btree ("test_id","at");
