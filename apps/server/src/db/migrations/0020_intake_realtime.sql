-- Realtime capture of intake requests (issue 18), by the rules of 0009: 'intake_item' is a project
-- entity whose work_item_id is the request's work item, so a guest who may see only the items they
-- created hears only of their own requests. Soft deletes count as deletes.
CREATE TRIGGER intake_items_realtime_insert AFTER INSERT ON intake_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('intake_item');
--> statement-breakpoint
CREATE TRIGGER intake_items_realtime_update AFTER UPDATE ON intake_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('intake_item');
--> statement-breakpoint
CREATE TRIGGER intake_items_realtime_delete AFTER DELETE ON intake_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('intake_item');
