-- Issue 24: a refund asked of PayPal is held against the order until it is recorded, so two at once
-- cannot both fit in what is left (order-refund.service.ts).
CREATE TABLE "order_refund_hold" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refund_hold_amount_positive" CHECK ("order_refund_hold"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refund_hold" ADD CONSTRAINT "order_refund_hold_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_hold_order_idx" ON "order_refund_hold" USING btree ("order_id");
