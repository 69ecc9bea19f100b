import type { Layout } from './constants';
import {
  type UserDisplayFilters,
  UserDisplayFiltersSchema,
  type UserDisplayProperties,
  UserDisplayPropertiesSchema,
  type UserFilters,
  UserFiltersSchema,
  type UserProperties,
} from './user-properties-wire';
import {
  effectiveDisplayFilters,
  type WorkItemListContext,
  workItemListParams,
} from './work-item-display';

/** A user's saved choices for one list context. */
export interface StoredListSettings {
  filters: UserFilters;
  display_filters: UserDisplayFilters;
  display_properties: UserDisplayProperties;
}

/**
 * The settings in a user-properties answer. Anything that no longer reads as a setting (a key a
 * newer server added, say) falls back to the defaults rather than breaking the list.
 */
export function storedSettingsOf(
  properties: Pick<UserProperties, 'filters' | 'display_filters' | 'display_properties'>,
): StoredListSettings {
  const filters = UserFiltersSchema.safeParse(properties.filters);
  const displayFilters = UserDisplayFiltersSchema.safeParse(properties.display_filters);
  const displayProperties = UserDisplayPropertiesSchema.safeParse(properties.display_properties);
  return {
    filters: filters.success ? filters.data : {},
    display_filters: displayFilters.success ? displayFilters.data : {},
    display_properties: displayProperties.success ? displayProperties.data : {},
  };
}

/**
 * Items asked per group and page by each layout (Plane's page sizes): list 50 per group (100
 * ungrouped), kanban 30 per column (10 when sub-grouped), spreadsheet and timeline 100, calendar
 * 30 per day.
 */
export function perPageFor(layout: Layout, isGrouped: boolean, isSubGrouped: boolean): number {
  switch (layout) {
    case 'list':
      return isGrouped ? 50 : 100;
    case 'kanban':
      return isSubGrouped ? 10 : 30;
    case 'calendar':
      return 30;
    case 'spreadsheet':
    case 'gantt_chart':
      return 100;
  }
}

/**
 * The query of a list's first page as its saved settings draw it: what the web app asks first,
 * and what the bootstrap answers ahead of it. Null for the calendar, whose first page depends on
 * the month it shows.
 */
export function firstPageParams(
  context: WorkItemListContext,
  settings: StoredListSettings,
): Record<string, string> | null {
  const display = effectiveDisplayFilters(context, settings.display_filters);
  if (display.layout === 'calendar') return null;
  return workItemListParams({
    filters: settings.filters,
    display,
    perPage: perPageFor(display.layout, display.group_by !== null, display.sub_group_by !== null),
  });
}
