-- The admin order lists, newest first, page by (created_at DESC, id): with id in the index the
-- rows a deep page skips are read from the index alone, never from the table (docs/queries.md).
DROP INDEX IF EXISTS "order_kind_created_idx";--> statement-breakpoint
CREATE INDEX "order_kind_created_id_idx" ON "order" USING btree ("kind","created_at" DESC,"id");
