import { z } from 'zod';
import {
  UserDisplayFiltersSchema,
  UserDisplayPropertiesSchema,
  UserFiltersSchema,
  UserRichFiltersSchema,
} from './user-properties-wire';

/** A saved view's access as Plane stores it: 0 private (its owner only), 1 public (the default). */
export const VIEW_ACCESS = { private: 0, public: 1 } as const;
export type ViewAccess = (typeof VIEW_ACCESS)[keyof typeof VIEW_ACCESS];

/** Longest view name (Plane's column). */
export const MAX_VIEW_NAME_LENGTH = 255;
/** Longest plain-text description of a view. */
export const MAX_VIEW_DESCRIPTION_LENGTH = 10_000;

/** The refusal of a filter change on a locked view (it must be unlocked first, spec §4). */
export const VIEW_LOCKED_MESSAGE = 'The view is locked; unlock it to change its filters.';

/** The fields a locked view keeps as they are: its filters and how it shows them. */
export const VIEW_LOCKED_FIELDS = [
  'filters',
  'rich_filters',
  'display_filters',
  'display_properties',
] as const;

const JsonObject = z.record(z.string(), z.unknown());

const ViewNameSchema = z
  .string({ error: 'View name is required' })
  .trim()
  .min(1, 'View name is required')
  .max(
    MAX_VIEW_NAME_LENGTH,
    `View name must be at most ${String(MAX_VIEW_NAME_LENGTH)} characters`,
  );

const ViewAccessSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'Must be 0 (private) or 1 (public)',
});

const editableViewFields = {
  description: z
    .string({ error: 'Must be text' })
    .max(MAX_VIEW_DESCRIPTION_LENGTH, 'Description is too long'),
  /** Plane's legacy flat filters: each key a list of values. */
  filters: UserFiltersSchema,
  /** The rich filter tree (and/or/not of field leaves), checked by the list query's parser. */
  rich_filters: UserRichFiltersSchema,
  display_filters: UserDisplayFiltersSchema,
  display_properties: UserDisplayPropertiesSchema,
  access: ViewAccessSchema,
  is_locked: z.boolean({ error: 'Must be true or false' }),
  sort_order: z.number({ error: 'sort_order must be a number' }),
  logo_props: JsonObject,
};

/** `POST views/`: a name and any other field. */
export const CreateViewBodySchema = z.object({
  name: ViewNameSchema,
  ...z.object(editableViewFields).partial().shape,
});
export type CreateViewBody = z.infer<typeof CreateViewBodySchema>;

/** `PATCH views/{id}/`: any field. */
export const UpdateViewBodySchema = z
  .object({ name: ViewNameSchema, ...editableViewFields })
  .partial();
export type UpdateViewBody = z.infer<typeof UpdateViewBodySchema>;

export const ProjectViewParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  viewId: z.string(),
});
export const WorkspaceViewParamsSchema = z.object({ slug: z.string(), viewId: z.string() });

/** A saved view (Plane's IssueView); `project_id` is null for a workspace (global) view. */
export const ViewSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  filters: JsonObject,
  rich_filters: JsonObject,
  display_filters: JsonObject,
  display_properties: JsonObject,
  access: z.number(),
  is_locked: z.boolean(),
  owned_by_id: z.string().nullable(),
  sort_order: z.number(),
  logo_props: JsonObject,
  is_favorite: z.boolean(),
  /** The published board's id; views are not published yet, so always null. */
  anchor: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type View = z.infer<typeof ViewSchema>;
export const ViewListSchema = z.array(ViewSchema);

/** `POST user-favorite-views/`. */
export const FavoriteViewBodySchema = z.object({ view: z.uuid('Must be a view id') });
export type FavoriteViewBody = z.infer<typeof FavoriteViewBodySchema>;

/** A favorite as `POST user-favorite-views/` answers it. */
export const ViewFavoriteSchema = z.object({
  id: z.string(),
  entity_type: z.literal('view'),
  entity_identifier: z.string(),
  view: z.string(),
  project_id: z.string().nullable(),
  name: z.string(),
});
export type ViewFavorite = z.infer<typeof ViewFavoriteSchema>;
