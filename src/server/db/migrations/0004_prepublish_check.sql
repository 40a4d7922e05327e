-- The pre-publish check of the current composite (issue 10, item 6); null for older rows.
ALTER TABLE "generation" ADD COLUMN "prepublish_check" jsonb;
