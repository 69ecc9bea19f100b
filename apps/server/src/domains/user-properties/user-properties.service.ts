import {
  DEFAULT_USER_DISPLAY_FILTERS,
  DEFAULT_USER_DISPLAY_PROPERTIES,
  DEFAULT_USER_FILTERS,
  type UpdateUserPropertiesBody,
  type UserProperties,
  mergeUserProperties,
} from '@keel/core';
import type { Database } from '#server/db/client';
import {
  type UserPropertiesRow,
  ensureUserProperties,
  updateUserPropertiesRow,
} from './user-properties.queries';

/** Whose settings, for which project (null: the workspace-wide lists). */
export interface UserPropertiesOwner {
  userId: string;
  workspaceId: string;
  projectId: string | null;
}

function present(row: UserPropertiesRow): UserProperties {
  return {
    id: row.id,
    user: row.user_id,
    project: row.project_id,
    workspace: row.workspace_id,
    filters: row.filters,
    display_filters: row.display_filters,
    display_properties: row.display_properties,
    rich_filters: row.rich_filters,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function newRow(owner: UserPropertiesOwner) {
  return {
    workspace_id: owner.workspaceId,
    project_id: owner.projectId,
    user_id: owner.userId,
    filters: { ...DEFAULT_USER_FILTERS },
    // The workspace-wide lists are global views, which open as a spreadsheet (spec §4).
    display_filters:
      owner.projectId === null
        ? { ...DEFAULT_USER_DISPLAY_FILTERS, layout: 'spreadsheet' }
        : { ...DEFAULT_USER_DISPLAY_FILTERS },
    display_properties: { ...DEFAULT_USER_DISPLAY_PROPERTIES },
    rich_filters: {},
    created_by_id: owner.userId,
    updated_by_id: owner.userId,
  };
}

/** The user's work-item display settings there, starting from Plane's defaults. */
export async function getUserProperties(options: {
  db: Database;
  owner: UserPropertiesOwner;
}): Promise<UserProperties> {
  return present(await ensureUserProperties(options.db, newRow(options.owner)));
}

/** Merges validated settings into the user's stored ones, in one transaction. */
export async function updateUserProperties(options: {
  db: Database;
  owner: UserPropertiesOwner;
  body: UpdateUserPropertiesBody;
}): Promise<UserProperties> {
  const { db, owner, body } = options;
  return db.transaction(async (tx) => {
    const stored = await ensureUserProperties(tx, newRow(owner), true);
    const merged = mergeUserProperties(present(stored), body);
    return present(
      await updateUserPropertiesRow(tx, stored.id, { ...merged, updated_by_id: owner.userId }),
    );
  });
}
