-- Admin audit log (issue 12, C7; decision 019): one row per admin write, append-only.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"status_code" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");
--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- Order search finds what the order screens show (issue 12, C5): the buyer's e-mail, the item
-- code, the PayPal transaction id (substring, as in 0005), and the payment status by equality.
CREATE INDEX "order_payment_status_lower_idx" ON "order" USING btree ("kind",lower("payment_status"),"created_at");
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "order_customer_email_trgm_idx" ON "order" USING gin ("customer_email" gin_trgm_ops);
    CREATE INDEX "order_item_code_trgm_idx" ON "order" USING gin ("item_code" gin_trgm_ops);
    CREATE INDEX "order_paypal_transaction_trgm_idx" ON "order" USING gin ("paypal_transaction_id" gin_trgm_ops);
  ELSE
    CREATE INDEX "order_customer_email_trgm_idx" ON "order" USING btree (lower("customer_email"));
    CREATE INDEX "order_item_code_trgm_idx" ON "order" USING btree (lower("item_code"));
    CREATE INDEX "order_paypal_transaction_trgm_idx" ON "order" USING btree (lower("paypal_transaction_id"));
  END IF;
END
$$;
