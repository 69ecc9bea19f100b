-- Realtime capture in linear time. Migration 0008's row triggers remembered which items a
-- transaction had announced in a session setting string that every row appended to and searched,
-- so a transaction writing n rows cost n². Capture now runs once per statement over its transition
-- tables, set-based; what a transaction announced is read from its own pending outbox rows through
-- an index; the commit trigger numbers all of a transaction's events in one statement. What is
-- recorded, and in which order, is unchanged.
DROP TRIGGER work_items_realtime ON work_items;--> statement-breakpoint
DROP TRIGGER work_item_assignees_realtime ON work_item_assignees;--> statement-breakpoint
DROP TRIGGER work_item_labels_realtime ON work_item_labels;--> statement-breakpoint
DROP TRIGGER work_item_comments_realtime ON work_item_comments;--> statement-breakpoint
DROP TRIGGER work_item_reactions_realtime ON work_item_reactions;--> statement-breakpoint
DROP TRIGGER comment_reactions_realtime ON comment_reactions;--> statement-breakpoint
DROP TRIGGER work_item_relations_realtime ON work_item_relations;--> statement-breakpoint
DROP TRIGGER work_item_links_realtime ON work_item_links;--> statement-breakpoint
DROP TRIGGER file_assets_realtime ON file_assets;--> statement-breakpoint
DROP TRIGGER states_realtime ON states;--> statement-breakpoint
DROP TRIGGER labels_realtime ON labels;--> statement-breakpoint
DROP TRIGGER projects_realtime ON projects;--> statement-breakpoint
DROP TRIGGER project_members_realtime ON project_members;--> statement-breakpoint
DROP TRIGGER workspace_members_realtime ON workspace_members;--> statement-breakpoint
DROP FUNCTION keel_realtime_capture();--> statement-breakpoint
DROP FUNCTION keel_realtime_capture_junction();--> statement-breakpoint
DROP FUNCTION keel_realtime_emit(uuid, uuid, text, uuid, uuid, text, text[], jsonb, uuid, uuid, boolean, boolean);--> statement-breakpoint
-- The events one changed row makes (none; one; for a relation, one per item, `side` ordering
-- them), by the rules of 0008: soft deletes, deactivated memberships and attachments not yet
-- uploaded count as absent rows; an update of only bookkeeping or hidden columns is no news;
-- fields are wire names, data holds changed values but not large text. An event about a work
-- item's sub-resource takes who may see it from the item, and is dropped when the item is gone
-- or deleted (a new item's own create covers it).
CREATE FUNCTION keel_realtime_row_events(tbl text, old_row jsonb, new_row jsonb)
RETURNS TABLE (
  side integer, workspace_id uuid, project_id uuid, entity_id uuid, work_item_id uuid,
  operation text, fields text[], data jsonb, work_item_creator_id uuid,
  work_item_is_draft boolean, member_id uuid
)
LANGUAGE sql STABLE AS $$
  SELECT
    sides.side,
    (changed.row_data ->> 'workspace_id')::uuid,
    CASE WHEN sides.side = 1 THEN target.project_id ELSE item.project_id END,
    (changed.row_data ->> 'id')::uuid,
    sides.work_item_id,
    live.operation,
    CASE live.operation
      WHEN 'update' THEN (
        SELECT array_agg(keel_realtime_wire_name(tbl, name) ORDER BY name) FROM unnest(diff.keys) AS name)
      WHEN 'create' THEN (
        SELECT coalesce(array_agg(keel_realtime_wire_name(tbl, name) ORDER BY name), '{}')
          FROM jsonb_object_keys(new_row) AS name
          WHERE NOT name = ANY (ARRAY['search_vector', 'description_stripped', 'comment_stripped',
            'storage_key', 'storage_metadata', 'view_props', 'default_props', 'preferences',
            'issue_props', 'work_item_sequence']))
      ELSE '{}'::text[]
    END,
    CASE
      WHEN tbl IN ('project_members', 'workspace_members') THEN jsonb_build_object(
        'member_id', (changed.row_data ->> 'member_id')::uuid,
        'role', coalesce((new_row ->> 'original_role')::int, (new_row ->> 'role')::int,
          (old_row ->> 'original_role')::int, (old_row ->> 'role')::int),
        'is_active', coalesce((new_row ->> 'is_active')::boolean, false))
      WHEN live.operation = 'update' THEN (
        SELECT jsonb_object_agg(keel_realtime_wire_name(tbl, pair.key), keel_realtime_wire_value(pair.key, pair.value))
          FROM jsonb_each(new_row) AS pair
          WHERE (pair.key = ANY (diff.keys)
              AND NOT pair.key = ANY (ARRAY['description_html', 'comment_html', 'comment_json']))
            OR (pair.key = ANY (ARRAY['updated_at', 'updated_by_id'])
              AND pair.value IS DISTINCT FROM old_row -> pair.key))
    END,
    CASE WHEN sides.looked_up THEN item.created_by_id ELSE (changed.row_data ->> 'created_by_id')::uuid END,
    CASE WHEN sides.looked_up THEN item.is_draft ELSE coalesce((changed.row_data ->> 'is_draft')::boolean, false) END,
    CASE WHEN sides.side = 1 AND tbl IN ('project_members', 'workspace_members')
      THEN (changed.row_data ->> 'member_id')::uuid END
  FROM (SELECT coalesce(new_row, old_row) AS row_data) AS changed
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN NOT was_live AND NOT is_live THEN NULL
      WHEN NOT was_live THEN 'create'
      WHEN NOT is_live THEN 'delete'
      ELSE 'update'
    END AS operation
    FROM (SELECT
      old_row IS NOT NULL
        AND (old_row ->> 'deleted_at') IS NULL
        AND coalesce((old_row ->> 'is_active')::boolean, true)
        AND coalesce((old_row ->> 'is_uploaded')::boolean, true) AS was_live,
      new_row IS NOT NULL
        AND (new_row ->> 'deleted_at') IS NULL
        AND coalesce((new_row ->> 'is_active')::boolean, true)
        AND coalesce((new_row ->> 'is_uploaded')::boolean, true) AS is_live) AS states
  ) AS live
  -- The columns an update changed, bookkeeping and hidden ones aside.
  CROSS JOIN LATERAL (
    SELECT array_agg(pair.key ORDER BY pair.key) AS keys
      FROM jsonb_each(new_row) AS pair
      WHERE live.operation = 'update'
        AND pair.value IS DISTINCT FROM old_row -> pair.key
        AND NOT pair.key = ANY (ARRAY['search_vector', 'description_stripped', 'comment_stripped',
          'storage_key', 'storage_metadata', 'view_props', 'default_props', 'preferences',
          'issue_props', 'work_item_sequence', 'updated_at', 'updated_by_id'])
  ) AS diff
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN tbl = 'projects' THEN (changed.row_data ->> 'id')::uuid
        ELSE (changed.row_data ->> 'project_id')::uuid END AS project_id,
      CASE
        WHEN tbl = 'work_items' THEN (changed.row_data ->> 'id')::uuid
        WHEN tbl = 'comment_reactions' THEN (
          SELECT comment.work_item_id FROM work_item_comments AS comment
            WHERE comment.id = (changed.row_data ->> 'comment_id')::uuid)
        WHEN tbl IN ('projects', 'project_members', 'workspace_members', 'states', 'labels') THEN NULL
        ELSE (changed.row_data ->> 'work_item_id')::uuid
      END AS work_item_id
  ) AS target
  -- A relation shows on both items: the related one (perhaps in another project) hears of it too.
  CROSS JOIN LATERAL (
    SELECT 1 AS side, target.work_item_id, tbl <> 'work_items' AND target.work_item_id IS NOT NULL AS looked_up
    UNION ALL
    SELECT 2, (changed.row_data ->> 'related_work_item_id')::uuid, true
      WHERE tbl = 'work_item_relations'
  ) AS sides
  -- OFFSET 0 keeps this a lookup by key per event, made only when needed, never a table scan.
  LEFT JOIN LATERAL (
    SELECT found.id, found.project_id, found.created_by_id, found.is_draft, found.deleted_at
      FROM work_items AS found
      WHERE sides.looked_up AND found.id = sides.work_item_id
      OFFSET 0
  ) AS item ON true
  WHERE live.operation IS NOT NULL
    AND NOT coalesce(tbl = 'file_assets' AND (changed.row_data ->> 'entity_type' <> 'ISSUE_ATTACHMENT'
      OR changed.row_data ->> 'work_item_id' IS NULL), false)
    AND (live.operation <> 'update' OR diff.keys IS NOT NULL)
    AND NOT (tbl = 'comment_reactions' AND target.work_item_id IS NULL)
    AND NOT (sides.looked_up AND (item.id IS NULL OR item.deleted_at IS NOT NULL))
$$;
--> statement-breakpoint
-- A transaction's events are its outbox rows not yet numbered (others' are invisible to it until
-- numbered and committed): what it already announced about an item is found here, by key.
CREATE INDEX "realtime_events_pending" ON "realtime_events" USING btree ("entity_id") WHERE "realtime_events"."version" IS NULL;
--> statement-breakpoint
-- Statement trigger on every watched table (one per operation, each with its transition tables):
-- one set-based pass over the statement's rows, events in row order.
CREATE FUNCTION keel_realtime_capture() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  actor uuid := nullif(current_setting('keel.actor_id', true), '')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO realtime_events (
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, actor, event.work_item_creator_id,
      event.work_item_is_draft, event.member_id
    FROM (SELECT row_number() OVER () AS ordinal, NULL::jsonb AS old_row, to_jsonb(inserted) AS new_row
            FROM new_rows AS inserted) AS changed
    CROSS JOIN LATERAL keel_realtime_row_events(TG_TABLE_NAME, changed.old_row, changed.new_row) AS event
    ORDER BY changed.ordinal, event.side;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO realtime_events (
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, actor, event.work_item_creator_id,
      event.work_item_is_draft, event.member_id
    FROM (SELECT updated.ordinal, to_jsonb(previous) AS old_row, updated.new_row
            FROM (SELECT row_number() OVER () AS ordinal, after.id, to_jsonb(after) AS new_row
                    FROM new_rows AS after) AS updated
            JOIN old_rows AS previous ON previous.id = updated.id
            OFFSET 0) AS changed
    CROSS JOIN LATERAL keel_realtime_row_events(TG_TABLE_NAME, changed.old_row, changed.new_row) AS event
    ORDER BY changed.ordinal, event.side;
  ELSE
    INSERT INTO realtime_events (
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, actor, event.work_item_creator_id,
      event.work_item_is_draft, event.member_id
    FROM (SELECT row_number() OVER () AS ordinal, to_jsonb(deleted) AS old_row, NULL::jsonb AS new_row
            FROM old_rows AS deleted) AS changed
    CROSS JOIN LATERAL keel_realtime_row_events(TG_TABLE_NAME, changed.old_row, changed.new_row) AS event
    ORDER BY changed.ordinal, event.side;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Junction rows (assignees, labels) become a work_item update naming the list that changed, once
-- per item and list in a transaction, and not at all for an item the transaction created: both
-- show as the transaction's pending events. (0008 also remembered an item that was gone or
-- deleted when its list changed; such an item can only come back through a create, which covers
-- it, so the outbox alone says the same.)
CREATE FUNCTION keel_realtime_capture_junction() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  field text := TG_ARGV[0];
  actor uuid := nullif(current_setting('keel.actor_id', true), '')::uuid;
  items uuid[];
  workspaces uuid[];
  projects uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(inserted.work_item_id), array_agg(inserted.workspace_id), array_agg(inserted.project_id)
      INTO items, workspaces, projects FROM new_rows AS inserted;
  ELSE
    SELECT array_agg(deleted.work_item_id), array_agg(deleted.workspace_id), array_agg(deleted.project_id)
      INTO items, workspaces, projects FROM old_rows AS deleted;
  END IF;
  INSERT INTO realtime_events (
    workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, actor_id,
    work_item_creator_id, work_item_is_draft, member_id
  )
  SELECT touched.workspace_id, touched.project_id, 'work_item', touched.work_item_id,
    touched.work_item_id, 'update', ARRAY[field], NULL, actor, item.created_by_id, item.is_draft, NULL
  FROM (
    SELECT DISTINCT ON (changed.work_item_id) changed.*
      FROM unnest(items, workspaces, projects) WITH ORDINALITY
        AS changed (work_item_id, workspace_id, project_id, ordinal)
      ORDER BY changed.work_item_id, changed.ordinal
  ) AS touched
  JOIN work_items AS item ON item.id = touched.work_item_id AND item.deleted_at IS NULL
  WHERE NOT EXISTS (
    SELECT 1 FROM realtime_events AS told
      WHERE told.entity_id = touched.work_item_id AND told.version IS NULL
        AND told.entity = 'work_item'
        AND (told.operation = 'create' OR (told.operation = 'update' AND told.fields = ARRAY[field])))
  ORDER BY touched.ordinal;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At commit, the first of the transaction's events to reach this trigger numbers all its events
-- not yet numbered, in the order they were written (their ids), under the advisory lock, and
-- notifies once; the others find themselves numbered and return. `keel.realtime_numbered` holds
-- the last id numbered, so events written after a SET CONSTRAINTS … IMMEDIATE are numbered too.
CREATE OR REPLACE FUNCTION keel_realtime_sequence() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  numbered_through bigint := nullif(current_setting('keel.realtime_numbered', true), '')::bigint;
  first_version bigint;
  last_id bigint;
BEGIN
  IF NEW.id <= numbered_through THEN
    RETURN NULL;
  END IF;
  IF coalesce(current_setting('keel.realtime_locked', true), '') <> 'y' THEN
    -- Held until the commit is visible: the next transaction numbers its events after this one's.
    PERFORM pg_advisory_xact_lock(1802663030);
    PERFORM set_config('keel.realtime_locked', 'y', true);
  END IF;
  WITH numbered AS (
    UPDATE realtime_events AS event SET version = pending.version
      FROM (
        SELECT unnumbered.id, nextval('realtime_events_version_seq') AS version
          FROM (SELECT candidate.id FROM realtime_events AS candidate
                  WHERE candidate.id >= NEW.id AND candidate.version IS NULL
                  ORDER BY candidate.id) AS unnumbered
      ) AS pending
      WHERE event.id = pending.id
      RETURNING event.id, event.version
  )
  SELECT min(numbered.version), max(numbered.id) INTO first_version, last_id FROM numbered;
  PERFORM set_config('keel.realtime_numbered', last_id::text, true);
  IF coalesce(current_setting('keel.realtime_notified', true), '') <> 'y' THEN
    PERFORM pg_notify('keel_realtime', first_version::text);
    PERFORM set_config('keel.realtime_notified', 'y', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_items_realtime_insert AFTER INSERT ON work_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item');
--> statement-breakpoint
CREATE TRIGGER work_items_realtime_update AFTER UPDATE ON work_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item');
--> statement-breakpoint
CREATE TRIGGER work_items_realtime_delete AFTER DELETE ON work_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item');
--> statement-breakpoint
CREATE TRIGGER work_item_comments_realtime_insert AFTER INSERT ON work_item_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_comment');
--> statement-breakpoint
CREATE TRIGGER work_item_comments_realtime_update AFTER UPDATE ON work_item_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_comment');
--> statement-breakpoint
CREATE TRIGGER work_item_comments_realtime_delete AFTER DELETE ON work_item_comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_comment');
--> statement-breakpoint
CREATE TRIGGER work_item_reactions_realtime_insert AFTER INSERT ON work_item_reactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_reaction');
--> statement-breakpoint
CREATE TRIGGER work_item_reactions_realtime_update AFTER UPDATE ON work_item_reactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_reaction');
--> statement-breakpoint
CREATE TRIGGER work_item_reactions_realtime_delete AFTER DELETE ON work_item_reactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_reaction');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_realtime_insert AFTER INSERT ON comment_reactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('comment_reaction');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_realtime_update AFTER UPDATE ON comment_reactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('comment_reaction');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_realtime_delete AFTER DELETE ON comment_reactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('comment_reaction');
--> statement-breakpoint
CREATE TRIGGER work_item_relations_realtime_insert AFTER INSERT ON work_item_relations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_relation');
--> statement-breakpoint
CREATE TRIGGER work_item_relations_realtime_update AFTER UPDATE ON work_item_relations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_relation');
--> statement-breakpoint
CREATE TRIGGER work_item_relations_realtime_delete AFTER DELETE ON work_item_relations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_relation');
--> statement-breakpoint
CREATE TRIGGER work_item_links_realtime_insert AFTER INSERT ON work_item_links REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_link');
--> statement-breakpoint
CREATE TRIGGER work_item_links_realtime_update AFTER UPDATE ON work_item_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_link');
--> statement-breakpoint
CREATE TRIGGER work_item_links_realtime_delete AFTER DELETE ON work_item_links REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_link');
--> statement-breakpoint
CREATE TRIGGER file_assets_realtime_insert AFTER INSERT ON file_assets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_attachment');
--> statement-breakpoint
CREATE TRIGGER file_assets_realtime_update AFTER UPDATE ON file_assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_attachment');
--> statement-breakpoint
CREATE TRIGGER file_assets_realtime_delete AFTER DELETE ON file_assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('work_item_attachment');
--> statement-breakpoint
CREATE TRIGGER states_realtime_insert AFTER INSERT ON states REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('state');
--> statement-breakpoint
CREATE TRIGGER states_realtime_update AFTER UPDATE ON states REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('state');
--> statement-breakpoint
CREATE TRIGGER states_realtime_delete AFTER DELETE ON states REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('state');
--> statement-breakpoint
CREATE TRIGGER labels_realtime_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('label');
--> statement-breakpoint
CREATE TRIGGER labels_realtime_update AFTER UPDATE ON labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('label');
--> statement-breakpoint
CREATE TRIGGER labels_realtime_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('label');
--> statement-breakpoint
CREATE TRIGGER projects_realtime_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project');
--> statement-breakpoint
CREATE TRIGGER projects_realtime_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project');
--> statement-breakpoint
CREATE TRIGGER projects_realtime_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project');
--> statement-breakpoint
CREATE TRIGGER project_members_realtime_insert AFTER INSERT ON project_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project_member');
--> statement-breakpoint
CREATE TRIGGER project_members_realtime_update AFTER UPDATE ON project_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project_member');
--> statement-breakpoint
CREATE TRIGGER project_members_realtime_delete AFTER DELETE ON project_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('project_member');
--> statement-breakpoint
CREATE TRIGGER workspace_members_realtime_insert AFTER INSERT ON workspace_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('workspace_member');
--> statement-breakpoint
CREATE TRIGGER workspace_members_realtime_update AFTER UPDATE ON workspace_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('workspace_member');
--> statement-breakpoint
CREATE TRIGGER workspace_members_realtime_delete AFTER DELETE ON workspace_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('workspace_member');
--> statement-breakpoint
CREATE TRIGGER work_item_assignees_realtime_insert AFTER INSERT ON work_item_assignees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('assignee_ids');
--> statement-breakpoint
CREATE TRIGGER work_item_assignees_realtime_delete AFTER DELETE ON work_item_assignees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('assignee_ids');
--> statement-breakpoint
CREATE TRIGGER work_item_labels_realtime_insert AFTER INSERT ON work_item_labels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('label_ids');
--> statement-breakpoint
CREATE TRIGGER work_item_labels_realtime_delete AFTER DELETE ON work_item_labels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture_junction('label_ids');
