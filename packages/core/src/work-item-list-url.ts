import { LAYOUTS, type Layout } from './constants';
import {
  DISPLAY_GROUP_BY,
  type UserDisplayFilters,
  type UserFilters,
  USER_FILTER_KEYS,
  UserDisplayFiltersSchema,
} from './user-properties-wire';
import {
  activeFilters,
  type DisplayGroupBy,
  defaultDisplayFilters,
  effectiveDisplayFilters,
  type WorkItemListContext,
} from './work-item-display';

/**
 * Display settings a list's address carries beside its filters (the layout always, the others
 * when they differ from what the layout shows by default).
 */
const URL_DISPLAY_KEYS = [
  'group_by',
  'sub_group_by',
  'order_by',
  'type',
  'sub_issue',
  'show_empty_groups',
] as const;

/** Every query parameter a list's settings use, so that others (peekId) are left alone. */
export const LIST_URL_KEYS: readonly string[] = [
  'layout',
  ...URL_DISPLAY_KEYS,
  ...USER_FILTER_KEYS,
];

/** How "no grouping" is written, since an empty parameter reads as absent. */
const NONE = 'none';

/** A list's filters and display settings as they travel in its address. */
export interface ListUrlSettings {
  filters: UserFilters;
  display_filters: UserDisplayFilters;
}

/**
 * The query parameters that describe a list as it is shown: its layout, the display settings
 * that differ from that layout's defaults in this context, and each filter with values (values
 * joined by commas). Opening an address with these parameters shows the same list whatever the
 * visitor has stored.
 */
export function encodeListUrl(
  context: WorkItemListContext,
  settings: ListUrlSettings,
): Record<string, string> {
  const shown = effectiveDisplayFilters(context, settings.display_filters);
  const defaults = effectiveDisplayFilters(context, { layout: shown.layout });
  const params: Record<string, string> = { layout: shown.layout };
  for (const key of URL_DISPLAY_KEYS) {
    if (shown[key] !== defaults[key]) params[key] = shown[key] === null ? NONE : String(shown[key]);
  }
  for (const [key, values] of Object.entries(activeFilters(settings.filters)))
    params[key] = values.join(',');
  return params;
}

/**
 * The list settings an address carries (its query parameters, by name); null when it carries
 * none (then the stored settings apply). Display settings it does not name are the context's defaults, filters it does not name
 * are off; a value that does not read as a setting is ignored.
 */
export function decodeListUrl(
  context: WorkItemListContext,
  query: Readonly<Record<string, string>>,
): ListUrlSettings | null {
  if (!LIST_URL_KEYS.some((key) => Object.hasOwn(query, key))) return null;
  const param = (key: string): string | null =>
    (Object.hasOwn(query, key) ? query[key] : null) ?? null;
  const display: UserDisplayFilters = { ...defaultDisplayFilters(context) };
  const layout = param('layout');
  if (isLayout(layout)) display.layout = layout;
  for (const key of ['group_by', 'sub_group_by'] as const) {
    const value = param(key);
    if (value === NONE) display[key] = null;
    else if (isGroupBy(value)) display[key] = value;
  }
  const candidates: UserDisplayFilters = {};
  const orderBy = param('order_by');
  if (orderBy) candidates.order_by = orderBy;
  const type = param('type');
  if (type === NONE) candidates.type = null;
  else if (type === 'active' || type === 'backlog') candidates.type = type;
  for (const key of ['sub_issue', 'show_empty_groups'] as const) {
    const value = param(key);
    if (value === 'true' || value === 'false') candidates[key] = value === 'true';
  }
  for (const [key, value] of Object.entries(candidates)) {
    const checked = UserDisplayFiltersSchema.safeParse({ [key]: value });
    if (checked.success) Object.assign(display, checked.data);
  }
  const filters: UserFilters = {};
  for (const key of USER_FILTER_KEYS) {
    const values = (param(key) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value.length > 0);
    if (values.length > 0) filters[key] = values;
  }
  return { filters, display_filters: display };
}

function isLayout(value: string | null): value is Layout {
  return (LAYOUTS as readonly (string | null)[]).includes(value);
}

function isGroupBy(value: string | null): value is DisplayGroupBy {
  return (DISPLAY_GROUP_BY as readonly (string | null)[]).includes(value);
}
