ALTER TABLE "work_items" ADD COLUMN "external_source" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "work_items_external_idx" ON "work_items" USING btree ("project_id","external_source","external_id") WHERE "work_items"."external_id" IS NOT NULL;