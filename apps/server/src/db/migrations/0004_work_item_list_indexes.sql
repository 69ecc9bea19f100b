DROP INDEX "work_items_project_created_idx";--> statement-breakpoint
DROP INDEX "work_items_project_state_idx";--> statement-breakpoint
CREATE INDEX "work_items_list_created_idx" ON "work_items" USING btree ("project_id","created_at","id") WHERE deleted_at IS NULL AND archived_at IS NULL AND is_draft = false;--> statement-breakpoint
CREATE INDEX "work_items_list_state_created_idx" ON "work_items" USING btree ("project_id","state_id","created_at","id") WHERE deleted_at IS NULL AND archived_at IS NULL AND is_draft = false;--> statement-breakpoint
CREATE INDEX "work_items_list_priority_created_idx" ON "work_items" USING btree ("project_id","priority","created_at","id") WHERE deleted_at IS NULL AND archived_at IS NULL AND is_draft = false;--> statement-breakpoint
CREATE INDEX "work_items_project_state_idx" ON "work_items" USING btree ("project_id","state_id","sort_order") WHERE "work_items"."deleted_at" IS NULL;