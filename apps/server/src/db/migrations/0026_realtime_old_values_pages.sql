-- Issue 20 leftovers, by the rules of 0008 and 0009, still set-based: an update's outbox row keeps
-- the old values of the fields whose new values `data` holds (old_data: same wire names, same
-- exclusions), for webhook deliveries' old_value; and pages are captured for webhooks ('page',
-- workspace-level: a page's projects are project_pages rows, so project_id is null; soft deletes
-- count as deletes, archiving is an update). A page's document is never news and never read by
-- the capture: its Yjs state may weigh megabytes, and the collaboration server saves it every few
-- seconds while it is edited. A private page's events are marked as its owner's draft
-- (work_item_is_draft, work_item_creator_id): its owner's alone.
ALTER TABLE "realtime_events" ADD COLUMN "old_data" jsonb;--> statement-breakpoint
DROP FUNCTION keel_realtime_row_events(text, jsonb, jsonb);
--> statement-breakpoint
-- 0009's function, returning old_data beside data; description_binary hidden like
-- description_stripped; a page's owner and privacy in the visibility columns.
CREATE FUNCTION keel_realtime_row_events(tbl text, old_row jsonb, new_row jsonb)
RETURNS TABLE (
  side integer, workspace_id uuid, project_id uuid, entity_id uuid, work_item_id uuid,
  operation text, fields text[], data jsonb, old_data jsonb, work_item_creator_id uuid,
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
            'issue_props', 'work_item_sequence', 'description_binary']))
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
    -- The same keys as data, from the old row (none for memberships, whose data is a summary).
    CASE
      WHEN live.operation = 'update' AND tbl NOT IN ('project_members', 'workspace_members') THEN (
        SELECT jsonb_object_agg(keel_realtime_wire_name(tbl, pair.key), keel_realtime_wire_value(pair.key, pair.value))
          FROM jsonb_each(old_row) AS pair
          WHERE (pair.key = ANY (diff.keys)
              AND NOT pair.key = ANY (ARRAY['description_html', 'comment_html', 'comment_json']))
            OR (pair.key = ANY (ARRAY['updated_at', 'updated_by_id'])
              AND pair.value IS DISTINCT FROM new_row -> pair.key))
    END,
    CASE
      WHEN sides.looked_up THEN item.created_by_id
      WHEN tbl = 'pages' THEN (changed.row_data ->> 'owned_by_id')::uuid
      ELSE (changed.row_data ->> 'created_by_id')::uuid
    END,
    CASE
      WHEN sides.looked_up THEN item.is_draft
      -- A private page (access 1) is its owner's alone, as a draft is its author's.
      WHEN tbl = 'pages' THEN coalesce((changed.row_data ->> 'access')::int = 1, false)
      ELSE coalesce((changed.row_data ->> 'is_draft')::boolean, false)
    END,
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
          'issue_props', 'work_item_sequence', 'updated_at', 'updated_by_id', 'description_binary'])
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
        WHEN tbl IN ('projects', 'project_members', 'workspace_members', 'states', 'labels', 'pages') THEN NULL
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
-- 0009's capture, writing old_data. A table whose triggers name columns after the entity
-- (TG_ARGV[1:]) is read without them: a page's document (its Yjs state, which may weigh megabytes,
-- and its HTML and text) is never even converted, so a page's writes cost what others do. Those
-- tables' statements are planned on each run (their columns are known only then); the others'
-- are planned once per session.
CREATE OR REPLACE FUNCTION keel_realtime_capture() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  actor uuid := nullif(current_setting('keel.actor_id', true), '')::uuid;
  kept text;
BEGIN
  IF TG_NARGS > 1 THEN
    SELECT string_agg(format('%I', attribute.attname), ', ' ORDER BY attribute.attnum) INTO kept
      FROM pg_attribute AS attribute
      WHERE attribute.attrelid = TG_RELID AND attribute.attnum > 0 AND NOT attribute.attisdropped
        AND NOT attribute.attname = ANY (TG_ARGV[1:TG_NARGS - 1]);
    EXECUTE format($sql$
      INSERT INTO realtime_events (
        workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, old_data,
        actor_id, work_item_creator_id, work_item_is_draft, member_id
      )
      SELECT event.workspace_id, event.project_id, $1, event.entity_id, event.work_item_id,
        event.operation, event.fields, event.data, event.old_data, $2, event.work_item_creator_id,
        event.work_item_is_draft, event.member_id
      FROM (%s) AS changed
      CROSS JOIN LATERAL keel_realtime_row_events($3, changed.old_row, changed.new_row) AS event
      ORDER BY changed.ordinal, event.side
    $sql$, CASE TG_OP
      WHEN 'INSERT' THEN format($sql$
        SELECT row_number() OVER () AS ordinal, NULL::jsonb AS old_row, to_jsonb(inserted) AS new_row
          FROM (SELECT %s FROM new_rows) AS inserted
      $sql$, kept)
      WHEN 'UPDATE' THEN format($sql$
        SELECT updated.ordinal, to_jsonb(previous) AS old_row, updated.new_row
          FROM (SELECT row_number() OVER () AS ordinal, after.id, to_jsonb(after) AS new_row
                  FROM (SELECT %1$s FROM new_rows) AS after) AS updated
          JOIN (SELECT %1$s FROM old_rows) AS previous ON previous.id = updated.id
          OFFSET 0
      $sql$, kept)
      ELSE format($sql$
        SELECT row_number() OVER () AS ordinal, to_jsonb(deleted) AS old_row, NULL::jsonb AS new_row
          FROM (SELECT %s FROM old_rows) AS deleted
      $sql$, kept)
    END) USING entity, actor, TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO realtime_events (
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, old_data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, event.old_data, actor, event.work_item_creator_id,
      event.work_item_is_draft, event.member_id
    FROM (SELECT row_number() OVER () AS ordinal, NULL::jsonb AS old_row, to_jsonb(inserted) AS new_row
            FROM new_rows AS inserted) AS changed
    CROSS JOIN LATERAL keel_realtime_row_events(TG_TABLE_NAME, changed.old_row, changed.new_row) AS event
    ORDER BY changed.ordinal, event.side;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO realtime_events (
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, old_data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, event.old_data, actor, event.work_item_creator_id,
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
      workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, old_data,
      actor_id, work_item_creator_id, work_item_is_draft, member_id
    )
    SELECT event.workspace_id, event.project_id, entity, event.entity_id, event.work_item_id,
      event.operation, event.fields, event.data, event.old_data, actor, event.work_item_creator_id,
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
CREATE TRIGGER pages_realtime_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('page', 'description_binary', 'description_html', 'description_stripped');
--> statement-breakpoint
CREATE TRIGGER pages_realtime_update AFTER UPDATE ON pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('page', 'description_binary', 'description_html', 'description_stripped');
--> statement-breakpoint
CREATE TRIGGER pages_realtime_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_realtime_capture('page', 'description_binary', 'description_html', 'description_stripped');
