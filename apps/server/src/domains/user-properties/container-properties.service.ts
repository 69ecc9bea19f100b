import {
  type CycleUserProperties,
  DEFAULT_USER_DISPLAY_FILTERS,
  DEFAULT_USER_DISPLAY_PROPERTIES,
  DEFAULT_USER_FILTERS,
  type ModuleUserProperties,
  type UpdateUserPropertiesBody,
  type UserProperties,
  mergeUserProperties,
} from '@keel/core';
import type { Database } from '#server/db/client';
import {
  type ContainerPropertiesKey,
  type ContainerPropertiesRow,
  ensureContainerProperties,
  updateContainerPropertiesRow,
} from './container-properties.queries';

/** Whose settings for which cycle's or module's list, in which project. */
export interface ContainerPropertiesOwner extends ContainerPropertiesKey {
  workspaceId: string;
  projectId: string;
}

function present(row: ContainerPropertiesRow): UserProperties {
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

/** The project user-properties' shape, plus `cycle` or `module` (Plane's serializers). */
function presentFor(
  owner: ContainerPropertiesOwner,
  row: ContainerPropertiesRow,
): CycleUserProperties | ModuleUserProperties {
  return owner.kind === 'cycle'
    ? { ...present(row), cycle: row.container_id }
    : { ...present(row), module: row.container_id };
}

function defaults(owner: ContainerPropertiesOwner) {
  return {
    workspace_id: owner.workspaceId,
    project_id: owner.projectId,
    filters: { ...DEFAULT_USER_FILTERS },
    display_filters: { ...DEFAULT_USER_DISPLAY_FILTERS },
    display_properties: { ...DEFAULT_USER_DISPLAY_PROPERTIES },
    rich_filters: {},
  };
}

/** The user's display settings for the cycle's or module's list, from Plane's defaults. */
export async function getContainerProperties(options: {
  db: Database;
  owner: ContainerPropertiesOwner;
}) {
  const { db, owner } = options;
  return presentFor(owner, await ensureContainerProperties(db, owner, defaults(owner)));
}

/** Merges validated settings into the user's stored ones for the list, in one transaction. */
export async function updateContainerProperties(options: {
  db: Database;
  owner: ContainerPropertiesOwner;
  body: UpdateUserPropertiesBody;
}) {
  const { db, owner, body } = options;
  return db.transaction(async (tx) => {
    const stored = await ensureContainerProperties(tx, owner, defaults(owner), true);
    const merged = mergeUserProperties(present(stored), body);
    const row = await updateContainerPropertiesRow(tx, owner.kind, stored.id, {
      ...merged,
      updated_by_id: owner.userId,
    });
    return presentFor(owner, row);
  });
}
