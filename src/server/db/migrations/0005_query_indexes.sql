-- Hand-written around drizzle-kit's output (issue 15): the indexes the admin lists, searches, the
-- dashboard, subscription history and the gallery need at 100x the data. See docs/queries.md.
DROP INDEX "support_ticket_status_idx";--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_membership_idx" ON "user" USING btree ("membership");--> statement-breakpoint
CREATE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_kind_pending_idx" ON "order" USING btree ("kind","created_at") WHERE lower("order"."payment_status") = 'pending';--> statement-breakpoint
CREATE INDEX "order_kind_product_lower_idx" ON "order" USING btree ("kind",lower("product_name"),"created_at" DESC);--> statement-breakpoint
CREATE INDEX "order_paid_at_idx" ON "order" USING btree (coalesce("capture_time", "created_at")) WHERE lower("order"."payment_status") in ('paid', 'completed');--> statement-breakpoint
CREATE INDEX "generation_created_idx" ON "generation" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_log_to_email_lower_idx" ON "message_log" USING btree (lower("to_email"),"sent_at");--> statement-breakpoint
CREATE INDEX "support_ticket_status_created_idx" ON "support_ticket" USING btree ("status","created_at");--> statement-breakpoint
-- pg_trgm lets ILIKE '%...%' use an index. PostgreSQL ships it as a trusted extension (a database
-- owner may create it); PGlite has it when opened with its contrib module (db/client.ts). Where it
-- is missing, or this role may not create it, the migration still applies, with the fallback
-- below. The catalogs are asked first rather than catching the error, so no subtransaction runs:
-- one would leave a trace in pg_subtrans that every later start of the embedded database rewrites
-- (data-dir-startup.test.ts checks a refused start leaves the folder as it was).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
     AND (
       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
       OR (
         has_database_privilege(current_database(), 'CREATE')
         AND EXISTS (SELECT 1 FROM pg_available_extension_versions WHERE name = 'pg_trgm' AND trusted)
       )
     )
  THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ELSE
    RAISE NOTICE 'pg_trgm cannot be created here; substring searches fall back to plain indexes';
  END IF;
END
$$;--> statement-breakpoint
-- A trigram index for each column searched by substring (an OR of ILIKEs becomes a bitmap OR of
-- them). Without pg_trgm the same names hold b-trees: they serve case-insensitive equality,
-- prefixes and ordering only, and a substring search scans, bounded by the capped count, the
-- capped page depth and the statement timeout.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);
    CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);
    CREATE INDEX "order_order_id_trgm_idx" ON "order" USING gin ("order_id" gin_trgm_ops);
    CREATE INDEX "order_customer_name_trgm_idx" ON "order" USING gin ("customer_name" gin_trgm_ops);
    CREATE INDEX "order_order_status_trgm_idx" ON "order" USING gin ("order_status" gin_trgm_ops);
    CREATE INDEX "order_product_name_trgm_idx" ON "order" USING gin ("product_name" gin_trgm_ops);
    CREATE INDEX "support_ticket_email_trgm_idx" ON "support_ticket" USING gin ("user_email" gin_trgm_ops);
  ELSE
    CREATE INDEX "user_name_trgm_idx" ON "user" USING btree (lower("name"));
    CREATE INDEX "user_email_trgm_idx" ON "user" USING btree ("email" text_pattern_ops);
    CREATE INDEX "order_order_id_trgm_idx" ON "order" USING btree (lower("order_id"));
    CREATE INDEX "order_customer_name_trgm_idx" ON "order" USING btree (lower("customer_name"));
    CREATE INDEX "order_order_status_trgm_idx" ON "order" USING btree (lower("order_status"));
    CREATE INDEX "order_product_name_trgm_idx" ON "order" USING btree (lower("product_name"));
    CREATE INDEX "support_ticket_email_trgm_idx" ON "support_ticket" USING btree (lower("user_email"));
  END IF;
END
$$;
