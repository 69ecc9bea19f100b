import { z } from 'zod';
import { LAYOUTS, ORDER_BY_FIELDS } from './constants';

/** Filter keys a user's saved work-item filters may hold (spec §3 "User issue properties"). */
export const USER_FILTER_KEYS = [
  'priority',
  'state_group',
  'state',
  'assignees',
  'mentions',
  'created_by',
  'labels',
  'cycle',
  'module',
  'start_date',
  'target_date',
  'project',
  'team_project',
  'subscriber',
  'issue_type',
] as const;

/**
 * Group-by values as the client stores them (Plane's display names; the list query maps them to
 * server fields such as state_id or labels__id).
 */
export const DISPLAY_GROUP_BY = [
  'state',
  'priority',
  'labels',
  'state_detail.group',
  'assignees',
  'cycle',
  'module',
  'target_date',
  'project',
  'created_by',
  'team_project',
] as const;

/** Columns and badges a user may show or hide on work items (Plane's display properties). */
export const DISPLAY_PROPERTY_KEYS = [
  'assignee',
  'attachment_count',
  'created_on',
  'due_date',
  'estimate',
  'key',
  'labels',
  'link',
  'priority',
  'start_date',
  'state',
  'sub_issue_count',
  'updated_on',
  'modules',
  'cycle',
  'issue_type',
] as const;

const ORDER_BY_VALUES = [...ORDER_BY_FIELDS, ...ORDER_BY_FIELDS.map((field) => `-${field}`)];

const FilterValuesSchema = z.array(z.string(), { error: 'Must be a list of values' }).nullable();

/** Saved legacy filters: each key a list of values (ids, priorities, date terms) or null. */
export const UserFiltersSchema = z.strictObject(
  Object.fromEntries(USER_FILTER_KEYS.map((key) => [key, FilterValuesSchema.optional()])) as Record<
    (typeof USER_FILTER_KEYS)[number],
    z.ZodOptional<typeof FilterValuesSchema>
  >,
);
export type UserFilters = z.infer<typeof UserFiltersSchema>;

const GroupBySchema = z
  .enum(DISPLAY_GROUP_BY, { error: `Must be one of ${DISPLAY_GROUP_BY.join(', ')}` })
  .nullable();

export const UserDisplayFiltersSchema = z
  .strictObject({
    group_by: GroupBySchema,
    sub_group_by: GroupBySchema,
    order_by: z.string().refine((value) => ORDER_BY_VALUES.includes(value), {
      message: 'Must be a sort option such as -created_at',
    }),
    /** Plane's quick filter: active (unstarted and started) or backlog items only. */
    type: z.enum(['active', 'backlog'], { error: 'Must be active or backlog' }).nullable(),
    sub_issue: z.boolean({ error: 'Must be true or false' }),
    show_empty_groups: z.boolean({ error: 'Must be true or false' }),
    layout: z.enum(LAYOUTS, { error: `Must be one of ${LAYOUTS.join(', ')}` }),
    calendar_date_range: z.string().max(100, 'Must be at most 100 characters'),
    calendar: z.strictObject({
      show_weekends: z.boolean({ error: 'Must be true or false' }).optional(),
      layout: z.enum(['month', 'week'], { error: 'Must be month or week' }).optional(),
    }),
  })
  .partial();
export type UserDisplayFilters = z.infer<typeof UserDisplayFiltersSchema>;

export const UserDisplayPropertiesSchema = z.strictObject(
  Object.fromEntries(
    DISPLAY_PROPERTY_KEYS.map((key) => [
      key,
      z.boolean({ error: 'Must be true or false' }).optional(),
    ]),
  ) as Record<(typeof DISPLAY_PROPERTY_KEYS)[number], z.ZodOptional<z.ZodBoolean>>,
);
export type UserDisplayProperties = z.infer<typeof UserDisplayPropertiesSchema>;

/** Rich filters are a JSON tree (reference §2.5), checked by the list query when it is applied. */
export const UserRichFiltersSchema = z.record(z.string(), z.unknown(), {
  error: 'Must be an object',
});

/** Plane's defaults for a user who has not chosen anything yet (ProjectUserProperty). */
export const DEFAULT_USER_FILTERS: UserFilters = {
  priority: null,
  state: null,
  state_group: null,
  assignees: null,
  created_by: null,
  labels: null,
  start_date: null,
  target_date: null,
  subscriber: null,
};

export const DEFAULT_USER_DISPLAY_FILTERS: UserDisplayFilters = {
  group_by: null,
  order_by: '-created_at',
  type: null,
  sub_issue: true,
  show_empty_groups: true,
  layout: 'list',
  calendar_date_range: '',
};

/**
 * Plane's defaults, except the created and updated dates: they are off until a person asks for
 * them, since two unlabelled dates at the end of every row read as noise (Plane's own list rows
 * do not draw them either).
 */
export const DEFAULT_USER_DISPLAY_PROPERTIES: UserDisplayProperties = {
  assignee: true,
  attachment_count: true,
  created_on: false,
  due_date: true,
  estimate: true,
  key: true,
  labels: true,
  link: true,
  priority: true,
  start_date: true,
  state: true,
  sub_issue_count: true,
  updated_on: false,
};

/**
 * `user-properties/` PATCH: each object given is merged key by key into what is stored; rich
 * filters, a tree, replace the stored ones whole.
 */
export const UpdateUserPropertiesBodySchema = z.strictObject({
  filters: UserFiltersSchema.optional(),
  display_filters: UserDisplayFiltersSchema.optional(),
  display_properties: UserDisplayPropertiesSchema.optional(),
  rich_filters: UserRichFiltersSchema.optional(),
});
export type UpdateUserPropertiesBody = z.infer<typeof UpdateUserPropertiesBodySchema>;

/** One user's saved work-item display settings in one project. */
export const UserPropertiesSchema = z.object({
  id: z.string(),
  user: z.string(),
  /** Null for the workspace-wide settings (global views, profile tabs). */
  project: z.string().nullable(),
  workspace: z.string(),
  filters: z.record(z.string(), z.unknown()),
  display_filters: z.record(z.string(), z.unknown()),
  display_properties: z.record(z.string(), z.unknown()),
  rich_filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProperties = z.infer<typeof UserPropertiesSchema>;

/** One user's settings for one cycle's work-item list (`cycles/{id}/user-properties/`). */
export const CycleUserPropertiesSchema = UserPropertiesSchema.extend({ cycle: z.string() });
export type CycleUserProperties = z.infer<typeof CycleUserPropertiesSchema>;

/** One user's settings for one module's work-item list (`modules/{id}/user-properties/`). */
export const ModuleUserPropertiesSchema = UserPropertiesSchema.extend({ module: z.string() });
export type ModuleUserProperties = z.infer<typeof ModuleUserPropertiesSchema>;

/** The settings after a PATCH: each given object merged into the stored one. */
export function mergeUserProperties(
  stored: Pick<
    UserProperties,
    'filters' | 'display_filters' | 'display_properties' | 'rich_filters'
  >,
  patch: UpdateUserPropertiesBody,
): Pick<UserProperties, 'filters' | 'display_filters' | 'display_properties' | 'rich_filters'> {
  return {
    filters: { ...stored.filters, ...patch.filters },
    display_filters: { ...stored.display_filters, ...patch.display_filters },
    display_properties: { ...stored.display_properties, ...patch.display_properties },
    rich_filters: patch.rich_filters ?? stored.rich_filters,
  };
}
