-- A new work item's labels, assignees, subscribers and activity are written before the item itself,
-- so that the project's sequence counter is locked only for the last statements of the creating
-- transaction. Their references to the item are therefore checked at commit.
ALTER TABLE "work_item_activities" ALTER CONSTRAINT "work_item_activities_work_item_id_work_items_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "work_item_assignees" ALTER CONSTRAINT "work_item_assignees_work_item_id_work_items_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "work_item_labels" ALTER CONSTRAINT "work_item_labels_work_item_id_work_items_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "work_item_mentions" ALTER CONSTRAINT "work_item_mentions_work_item_id_work_items_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "work_item_subscribers" ALTER CONSTRAINT "work_item_subscribers_work_item_id_work_items_id_fk" DEFERRABLE INITIALLY DEFERRED;
