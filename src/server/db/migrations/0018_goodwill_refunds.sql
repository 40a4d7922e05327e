-- Issue 29: a goodwill refund returns money and takes back no credits (decision 048). The hold
-- carries the choice too, so PayPal's webhook, should it record the refund first, honours it.
ALTER TABLE "order_refund" ADD COLUMN "credits_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_hold" ADD COLUMN "credits_kept" boolean DEFAULT false NOT NULL;
