import type { View } from '@keel/core';
import type { ViewRowWithFavorite } from './views.queries';

/** A view row in the wire shape (Plane's IssueView fields, Keel's `_id` names). */
export function presentView(row: ViewRowWithFavorite): View {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    filters: row.filters,
    rich_filters: row.rich_filters,
    display_filters: row.display_filters,
    display_properties: row.display_properties,
    access: row.access,
    is_locked: row.is_locked,
    owned_by_id: row.owned_by_id,
    sort_order: row.sort_order,
    logo_props: row.logo_props,
    is_favorite: row.is_favorite,
    anchor: null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by_id,
    updated_by: row.updated_by_id,
  };
}
