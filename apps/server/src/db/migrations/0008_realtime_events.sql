CREATE SEQUENCE "public"."realtime_events_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" bigint,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"work_item_id" uuid,
	"operation" text NOT NULL,
	"fields" text[] NOT NULL,
	"data" jsonb,
	"actor_id" uuid,
	"work_item_creator_id" uuid,
	"work_item_is_draft" boolean DEFAULT false NOT NULL,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_events_version_unique" ON "realtime_events" USING btree ("version");--> statement-breakpoint
-- Realtime capture (issue 8). Row triggers on the watched tables write one outbox row per change,
-- in the writing transaction; a deferred constraint trigger numbers the rows at commit under an
-- advisory lock (key 0x6b72_7476, "krtv"), so versions follow commit order, and notifies
-- 'keel_realtime' once per transaction. Updates that change only bookkeeping columns emit nothing.
-- The actor is the session setting keel.actor_id, set by the server for each request's queries.
CREATE FUNCTION keel_realtime_wire_name(table_name text, column_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN column_name = 'created_by_id' THEN 'created_by'
    WHEN column_name = 'updated_by_id' THEN 'updated_by'
    WHEN table_name = 'work_items' THEN CASE column_name
      WHEN 'estimate_point_id' THEN 'estimate_point'
      WHEN 'shop_id' THEN 'shop'
      WHEN 'shop_ids' THEN 'shops'
      WHEN 'customer_id' THEN 'customer'
      WHEN 'customer_ids' THEN 'customers'
      ELSE column_name END
    WHEN table_name IN ('work_item_comments', 'work_item_reactions', 'comment_reactions', 'work_item_links') THEN CASE column_name
      WHEN 'actor_id' THEN 'actor'
      WHEN 'work_item_id' THEN 'issue'
      WHEN 'comment_id' THEN 'comment'
      WHEN 'project_id' THEN 'project'
      WHEN 'workspace_id' THEN 'workspace'
      ELSE column_name END
    WHEN table_name IN ('states', 'projects') THEN CASE column_name
      WHEN 'workspace_id' THEN 'workspace'
      WHEN 'project_id' THEN 'project'
      WHEN 'project_lead_id' THEN 'project_lead'
      WHEN 'default_assignee_id' THEN 'default_assignee'
      WHEN 'default_state_id' THEN 'default_state'
      WHEN 'estimate_id' THEN 'estimate'
      ELSE column_name END
    WHEN table_name = 'labels' AND column_name = 'parent_id' THEN 'parent'
    WHEN table_name = 'file_assets' AND column_name = 'work_item_id' THEN 'issue_id'
    ELSE column_name
  END
$$;
--> statement-breakpoint
-- A column's value as the API answers it: timestamps as ISO 8601 in UTC with milliseconds.
CREATE FUNCTION keel_realtime_wire_value(column_name text, value jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN column_name IN ('created_at', 'updated_at', 'deleted_at', 'completed_at', 'archived_at', 'edited_at')
      AND jsonb_typeof(value) = 'string'
    THEN to_jsonb(to_char((value #>> '{}')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ELSE value
  END
$$;
--> statement-breakpoint
-- Writes one outbox row. For events about a work item or its sub-resources, `p_creator` and
-- `p_draft` say who may see it; with `p_lookup` they are read from the item, and an event whose
-- item is gone (or not yet written: a new item's assignees and labels precede it) is dropped, the
-- item's own event covering it.
CREATE FUNCTION keel_realtime_emit(
  p_workspace_id uuid, p_project_id uuid, p_entity text, p_entity_id uuid, p_work_item_id uuid,
  p_operation text, p_fields text[], p_data jsonb, p_member_id uuid, p_creator uuid,
  p_draft boolean, p_lookup boolean
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  creator uuid := p_creator;
  draft boolean := coalesce(p_draft, false);
  item_deleted_at timestamptz;
BEGIN
  IF p_lookup AND p_work_item_id IS NOT NULL THEN
    SELECT wi.created_by_id, wi.is_draft, wi.deleted_at INTO creator, draft, item_deleted_at
      FROM work_items AS wi WHERE wi.id = p_work_item_id;
    IF NOT FOUND OR item_deleted_at IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  INSERT INTO realtime_events (
    workspace_id, project_id, entity, entity_id, work_item_id, operation, fields, data, actor_id,
    work_item_creator_id, work_item_is_draft, member_id
  ) VALUES (
    p_workspace_id, p_project_id, p_entity, p_entity_id, p_work_item_id, p_operation, p_fields,
    p_data, nullif(current_setting('keel.actor_id', true), '')::uuid, creator, draft, p_member_id
  );
END
$$;
--> statement-breakpoint
-- Junction rows (assignees, labels) become a work_item update naming the list that changed, once
-- per item and list in a transaction, and not at all for an item created in the same transaction.
CREATE FUNCTION keel_realtime_capture_junction() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  item uuid := (row_data ->> 'work_item_id')::uuid;
  field text := TG_ARGV[0];
  seen text := coalesce(current_setting('keel.realtime_seen', true), '');
  seen_key text := field || ':' || item::text;
BEGIN
  IF position(seen_key IN seen) > 0 OR position(('created:' || item::text) IN seen) > 0 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('keel.realtime_seen', seen || ' ' || seen_key, true);
  PERFORM keel_realtime_emit(
    (row_data ->> 'workspace_id')::uuid, (row_data ->> 'project_id')::uuid, 'work_item', item,
    item, 'update', ARRAY[field], NULL, NULL, NULL, NULL, true
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION keel_realtime_capture() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  row_data jsonb := coalesce(new_row, old_row);
  tbl text := TG_TABLE_NAME;
  entity text := TG_ARGV[0];
  operation text;
  -- Never sent: derived, internal or secret columns.
  hidden text[] := ARRAY['search_vector', 'description_stripped', 'comment_stripped',
    'storage_key', 'storage_metadata', 'view_props', 'default_props', 'preferences', 'issue_props',
    'work_item_sequence'];
  -- Named in fields but left out of data: large text the client fetches.
  large text[] := ARRAY['description_html', 'comment_html', 'comment_json'];
  -- A change of only these is bookkeeping, not news.
  bookkeeping text[] := ARRAY['updated_at', 'updated_by_id'];
  fields text[];
  data jsonb;
  project uuid;
  item uuid;
  member uuid;
  was_live boolean;
  is_live boolean;
BEGIN
  IF tbl = 'file_assets' AND (row_data ->> 'entity_type' <> 'ISSUE_ATTACHMENT' OR row_data ->> 'work_item_id' IS NULL) THEN
    RETURN NULL;
  END IF;

  -- Soft deletes, deactivated memberships and attachments not yet uploaded count as absent rows.
  was_live := old_row IS NOT NULL
    AND (old_row ->> 'deleted_at') IS NULL
    AND coalesce((old_row ->> 'is_active')::boolean, true)
    AND coalesce((old_row ->> 'is_uploaded')::boolean, true);
  is_live := new_row IS NOT NULL
    AND (new_row ->> 'deleted_at') IS NULL
    AND coalesce((new_row ->> 'is_active')::boolean, true)
    AND coalesce((new_row ->> 'is_uploaded')::boolean, true);
  IF NOT was_live AND NOT is_live THEN
    RETURN NULL;
  ELSIF NOT was_live THEN
    operation := 'create';
  ELSIF NOT is_live THEN
    operation := 'delete';
  ELSE
    operation := 'update';
  END IF;

  IF operation = 'update' THEN
    SELECT coalesce(array_agg(changed.key ORDER BY changed.key), '{}') INTO fields
      FROM jsonb_each(new_row) AS changed
      WHERE changed.value IS DISTINCT FROM old_row -> changed.key
        AND NOT changed.key = ANY (hidden)
        AND NOT changed.key = ANY (bookkeeping);
    IF cardinality(fields) = 0 THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_object_agg(keel_realtime_wire_name(tbl, changed.key), keel_realtime_wire_value(changed.key, changed.value))
      INTO data
      FROM jsonb_each(new_row) AS changed
      WHERE (changed.key = ANY (fields) AND NOT changed.key = ANY (large))
        OR (changed.key = ANY (bookkeeping) AND changed.value IS DISTINCT FROM old_row -> changed.key);
    SELECT array_agg(keel_realtime_wire_name(tbl, name) ORDER BY name) INTO fields FROM unnest(fields) AS name;
  ELSIF operation = 'create' THEN
    SELECT coalesce(array_agg(keel_realtime_wire_name(tbl, created.key) ORDER BY created.key), '{}') INTO fields
      FROM jsonb_each(new_row) AS created
      WHERE NOT created.key = ANY (hidden);
    data := NULL;
  ELSE
    fields := '{}';
    data := NULL;
  END IF;

  project := (row_data ->> 'project_id')::uuid;
  IF tbl = 'work_items' THEN
    item := (row_data ->> 'id')::uuid;
    IF operation = 'create' THEN
      PERFORM set_config('keel.realtime_seen',
        coalesce(current_setting('keel.realtime_seen', true), '') || ' created:' || item::text, true);
    END IF;
  ELSIF tbl = 'projects' THEN
    project := (row_data ->> 'id')::uuid;
  ELSIF tbl = 'comment_reactions' THEN
    SELECT work_item_id INTO item FROM work_item_comments WHERE id = (row_data ->> 'comment_id')::uuid;
    IF item IS NULL THEN
      RETURN NULL;
    END IF;
  ELSIF tbl IN ('project_members', 'workspace_members') THEN
    member := (row_data ->> 'member_id')::uuid;
    -- What a client needs to apply a membership change, removals included: whose, the role it
    -- acts with (Keel reads original_role first), and whether it is active.
    data := jsonb_build_object(
      'member_id', member,
      'role', coalesce((new_row ->> 'original_role')::int, (new_row ->> 'role')::int,
        (old_row ->> 'original_role')::int, (old_row ->> 'role')::int),
      'is_active', coalesce((new_row ->> 'is_active')::boolean, false)
    );
  ELSIF tbl <> 'states' AND tbl <> 'labels' THEN
    item := (row_data ->> 'work_item_id')::uuid;
  END IF;

  PERFORM keel_realtime_emit(
    (row_data ->> 'workspace_id')::uuid, project, entity, (row_data ->> 'id')::uuid, item,
    operation, fields, data, member, (row_data ->> 'created_by_id')::uuid,
    (row_data ->> 'is_draft')::boolean, tbl <> 'work_items'
  );

  -- A relation shows on both items: the related one (perhaps in another project) hears of it too.
  IF tbl = 'work_item_relations' THEN
    PERFORM keel_realtime_emit(
      (row_data ->> 'workspace_id')::uuid,
      (SELECT project_id FROM work_items WHERE id = (row_data ->> 'related_work_item_id')::uuid),
      entity, (row_data ->> 'id')::uuid, (row_data ->> 'related_work_item_id')::uuid,
      operation, fields, data, NULL, NULL, NULL, true
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION keel_realtime_sequence() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  assigned bigint;
BEGIN
  IF coalesce(current_setting('keel.realtime_locked', true), '') <> 'y' THEN
    -- Held until the commit is visible: the next transaction numbers its events after this one's.
    PERFORM pg_advisory_xact_lock(1802663030);
    PERFORM set_config('keel.realtime_locked', 'y', true);
  END IF;
  UPDATE realtime_events SET version = nextval('realtime_events_version_seq')
    WHERE id = NEW.id RETURNING version INTO assigned;
  IF coalesce(current_setting('keel.realtime_notified', true), '') <> 'y' THEN
    PERFORM pg_notify('keel_realtime', assigned::text);
    PERFORM set_config('keel.realtime_notified', 'y', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER realtime_events_sequence AFTER INSERT ON realtime_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION keel_realtime_sequence();
--> statement-breakpoint
CREATE TRIGGER work_items_realtime AFTER INSERT OR UPDATE OR DELETE ON work_items
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item');
--> statement-breakpoint
CREATE TRIGGER work_item_assignees_realtime AFTER INSERT OR DELETE ON work_item_assignees
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture_junction('assignee_ids');
--> statement-breakpoint
CREATE TRIGGER work_item_labels_realtime AFTER INSERT OR DELETE ON work_item_labels
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture_junction('label_ids');
--> statement-breakpoint
CREATE TRIGGER work_item_comments_realtime AFTER INSERT OR UPDATE OR DELETE ON work_item_comments
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item_comment');
--> statement-breakpoint
CREATE TRIGGER work_item_reactions_realtime AFTER INSERT OR UPDATE OR DELETE ON work_item_reactions
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item_reaction');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_realtime AFTER INSERT OR UPDATE OR DELETE ON comment_reactions
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('comment_reaction');
--> statement-breakpoint
CREATE TRIGGER work_item_relations_realtime AFTER INSERT OR UPDATE OR DELETE ON work_item_relations
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item_relation');
--> statement-breakpoint
CREATE TRIGGER work_item_links_realtime AFTER INSERT OR UPDATE OR DELETE ON work_item_links
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item_link');
--> statement-breakpoint
CREATE TRIGGER file_assets_realtime AFTER INSERT OR UPDATE OR DELETE ON file_assets
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('work_item_attachment');
--> statement-breakpoint
CREATE TRIGGER states_realtime AFTER INSERT OR UPDATE OR DELETE ON states
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('state');
--> statement-breakpoint
CREATE TRIGGER labels_realtime AFTER INSERT OR UPDATE OR DELETE ON labels
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('label');
--> statement-breakpoint
CREATE TRIGGER projects_realtime AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('project');
--> statement-breakpoint
CREATE TRIGGER project_members_realtime AFTER INSERT OR UPDATE OR DELETE ON project_members
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('project_member');
--> statement-breakpoint
CREATE TRIGGER workspace_members_realtime AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION keel_realtime_capture('workspace_member');
