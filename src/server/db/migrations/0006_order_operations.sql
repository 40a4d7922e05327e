-- Hand-written (issue 12, section C): the operator's order page, refunds, receipts and the credit
-- history with who made each change.
ALTER TABLE "credit_ledger" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "points" jsonb;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
CREATE SEQUENCE "order_receipt_number_seq";--> statement-breakpoint
-- Orders paid before receipts existed get numbers in the order they were paid.
UPDATE "order" SET "receipt_number" = numbered.n FROM (
  SELECT "id", row_number() OVER (ORDER BY coalesce("capture_time", "created_at"), "id") AS n
  FROM "order" WHERE "payment_status" IN ('Paid', 'Partially Refunded', 'Refunded', 'Reversed')
) AS numbered WHERE "order"."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_receipt_number_seq', coalesce((SELECT max("receipt_number") FROM "order"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "order_refund" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "order_refund" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "seller_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "seller_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "paypal_webhook_event_resource_idx" ON "paypal_webhook_event" USING btree ("resource_id");
