-- Issue 21, server side. work_items_sync_idx: the sync feed (v2/issues/) pages by (updated_at, id)
-- from an index, never sorting the project. work_item_list_versions: per project (and workspace),
-- how far its work-item lists have changed, for list ETags (304 Not Modified) and the cached list
-- totals: `version` follows the outbox (the newest numbered event of the scope that can change a
-- list, set in the numbering statement at commit), `quiet_changes` counts committed transactions
-- that changed a list without an outbox event (subscriptions and mentions, an item's updated_at
-- alone, estimate point keys, first names). Those are recorded per transaction in
-- work_item_list_touches and counted at commit under the outbox's advisory lock, which the
-- outbox trigger holds too when it writes versions: both lock version rows only after it, so they
-- cannot deadlock, and no row lock is held through a transaction (a create takes its project's
-- counter last for that reason).
CREATE TABLE "work_item_list_touches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_item_list_versions" (
	"scope_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"quiet_changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "work_items_sync_idx" ON "work_items" USING btree ("project_id","updated_at","id","state_id","created_by_id","sequence_id") WHERE deleted_at IS NULL AND archived_at IS NULL AND is_draft = false;
--> statement-breakpoint
-- Events that cannot change a work-item list (what a list shows, filters, groups and orders by)
-- are left out, so that a comment or a page edit keeps the lists' ETags.
CREATE FUNCTION keel_list_versions_from_outbox() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_item_list_versions AS listed (scope_id, version)
  SELECT coalesce(numbered.project_id, numbered.workspace_id), max(numbered.version)
    FROM new_rows AS numbered
    WHERE numbered.version IS NOT NULL
      AND numbered.entity NOT IN ('work_item_comment', 'work_item_reaction', 'comment_reaction',
        'work_item_relation', 'intake_item', 'notification', 'page')
    GROUP BY 1
    ORDER BY 1
  ON CONFLICT (scope_id) DO UPDATE SET version = greatest(listed.version, excluded.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fires on the numbering UPDATE of keel_realtime_sequence (nothing else updates the outbox), at
-- commit, under its advisory lock.
CREATE TRIGGER realtime_events_list_versions AFTER UPDATE ON realtime_events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_versions_from_outbox();
--> statement-breakpoint
-- Records that the running transaction changed lists of these scopes without an outbox event,
-- once per scope and transaction (keel.list_touched holds the scopes recorded).
CREATE FUNCTION keel_list_touch(scopes uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(current_setting('keel.list_touched', true), '');
  fresh uuid[];
BEGIN
  SELECT array_agg(DISTINCT scope) INTO fresh
    FROM unnest(scopes) AS scope
    WHERE scope IS NOT NULL AND position(scope::text IN seen) = 0;
  IF fresh IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO work_item_list_touches (scope_id) SELECT unnest(fresh);
  PERFORM set_config('keel.list_touched', seen || array_to_string(fresh, ' ') || ' ', true);
END
$$;
--> statement-breakpoint
-- At commit (or SET CONSTRAINTS … IMMEDIATE): the outbox's advisory lock first, then one more
-- quiet change for each scope recorded; the first call takes every row, later ones find none.
CREATE FUNCTION keel_list_touches_commit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1802663030);
  WITH taken AS (DELETE FROM work_item_list_touches RETURNING scope_id)
  INSERT INTO work_item_list_versions AS listed (scope_id, quiet_changes)
  SELECT DISTINCT taken.scope_id, 1 FROM taken ORDER BY 1
  ON CONFLICT (scope_id) DO UPDATE SET quiet_changes = listed.quiet_changes + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER work_item_list_touches_commit AFTER INSERT ON work_item_list_touches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION keel_list_touches_commit();
--> statement-breakpoint
-- Rows of a project's table changed (TG_OP's transition table): their projects are touched.
CREATE FUNCTION keel_list_touch_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM keel_list_touch(ARRAY(SELECT DISTINCT changed.project_id FROM old_rows AS changed));
  ELSE
    PERFORM keel_list_touch(ARRAY(SELECT DISTINCT changed.project_id FROM new_rows AS changed));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- is_subscribed and the subscriber filter.
CREATE TRIGGER work_item_subscribers_list_insert AFTER INSERT ON work_item_subscribers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
CREATE TRIGGER work_item_subscribers_list_delete AFTER DELETE ON work_item_subscribers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
-- The mentions filter.
CREATE TRIGGER work_item_mentions_list_insert AFTER INSERT ON work_item_mentions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
CREATE TRIGGER work_item_mentions_list_delete AFTER DELETE ON work_item_mentions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
-- updated_at and updated_by, which the outbox does not announce on their own.
CREATE TRIGGER work_items_list_update AFTER UPDATE ON work_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
-- order_by=estimate_point__key.
CREATE TRIGGER estimate_points_list_update AFTER UPDATE ON estimate_points
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_projects();
--> statement-breakpoint
-- order_by=assignees__first_name: a new first name touches the workspaces its owner is in.
CREATE FUNCTION keel_list_touch_first_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keel_list_touch(ARRAY(
    SELECT DISTINCT member.workspace_id
      FROM new_rows AS renamed
      JOIN old_rows AS previous ON previous.id = renamed.id
      JOIN workspace_members AS member ON member.member_id = renamed.id
      WHERE renamed.first_name IS DISTINCT FROM previous.first_name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keel_list_touch_first_names();
