-- Realtime capture of cycles and modules (issue 16), by the rules of 0008 and 0009, set-based:
-- - cycles and modules are project entities ('cycle', 'module'): create, update, delete (soft
--   deletes count as deletes), seen by the project's members like states and labels;
-- - a work item's modules (module_work_items) change its `module_ids`, as labels change
--   `label_ids`: one update per item and transaction, none for an item the transaction created;
--   its cycle is a column (work_items.cycle_id, on the wire as `cycle_id`), captured already;
-- - a module's members and links change the module's `member_ids` and `link_module`: one update
--   per module and transaction, none for a module the transaction created or that is deleted.
CREATE TRIGGER module_work_items_realtime_insert AFTER INSERT ON module_work_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('module_ids');
--> statement-breakpoint
CREATE TRIGGER module_work_items_realtime_delete AFTER DELETE ON module_work_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('module_ids');
--> statement-breakpoint
CREATE TRIGGER cycles_realtime_insert AFTER INSERT ON cycles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('cycle');
--> statement-breakpoint
CREATE TRIGGER cycles_realtime_update AFTER UPDATE ON cycles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('cycle');
--> statement-breakpoint
CREATE TRIGGER cycles_realtime_delete AFTER DELETE ON cycles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('cycle');
--> statement-breakpoint
CREATE TRIGGER modules_realtime_insert AFTER INSERT ON modules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('module');
--> statement-breakpoint
CREATE TRIGGER modules_realtime_update AFTER UPDATE ON modules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('module');
--> statement-breakpoint
CREATE TRIGGER modules_realtime_delete AFTER DELETE ON modules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('module');
--> statement-breakpoint
-- Rows that belong to a module (members, links) become an update of the module naming the list
-- that changed (TG_ARGV[0]), once per module and list in a transaction, in row order.
CREATE FUNCTION keel_realtime_capture_module_part() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  field text := TG_ARGV[0];
  actor uuid := nullif(current_setting('keel.actor_id', true), '')::uuid;
  touched_modules uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(deleted.module_id) INTO touched_modules FROM old_rows AS deleted;
  ELSE
    SELECT array_agg(written.module_id) INTO touched_modules FROM new_rows AS written;
  END IF;
  INSERT INTO realtime_events (
    workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, actor_id,
    work_item_creator_id, work_item_is_draft, member_id
  )
  SELECT module.workspace_id, module.project_id, 'module', module.id, NULL, 'update',
    ARRAY[field], NULL, actor, module.created_by_id, false, NULL
  FROM (
    SELECT changed.module_id, min(changed.ordinal) AS ordinal
      FROM unnest(touched_modules) WITH ORDINALITY AS changed (module_id, ordinal)
      GROUP BY changed.module_id
  ) AS touched
  JOIN modules AS module ON module.id = touched.module_id AND module.deleted_at IS NULL
  WHERE NOT EXISTS (
    SELECT 1 FROM realtime_events AS told
      WHERE told.entity_id = touched.module_id AND told.version IS NULL
        AND told.entity = 'module'
        AND (told.operation = 'create' OR (told.operation = 'update' AND told.fields = ARRAY[field])))
  ORDER BY touched.ordinal;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER module_members_realtime_insert AFTER INSERT ON module_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_module_part('member_ids');
--> statement-breakpoint
CREATE TRIGGER module_members_realtime_delete AFTER DELETE ON module_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_module_part('member_ids');
--> statement-breakpoint
CREATE TRIGGER module_links_realtime_insert AFTER INSERT ON module_links REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_module_part('link_module');
--> statement-breakpoint
CREATE TRIGGER module_links_realtime_update AFTER UPDATE ON module_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_module_part('link_module');
--> statement-breakpoint
CREATE TRIGGER module_links_realtime_delete AFTER DELETE ON module_links REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_module_part('link_module');
