import { z } from 'zod';
import { SlugParamsSchema } from './workspaces-wire';

export * from './favorites/sequence';

/** What a favorite can point at (spec §3); a folder points at nothing and holds favorites. */
export const FAVORITE_ENTITY_TYPES = [
  'project',
  'cycle',
  'module',
  'view',
  'page',
  'folder',
] as const;
export type FavoriteEntityType = (typeof FAVORITE_ENTITY_TYPES)[number];

/** Longest folder name (Plane's column). */
export const MAX_FAVORITE_NAME_LENGTH = 255;

export const FAVORITE_FOLDER_NESTING_MESSAGE = 'Folders cannot be put inside folders';
export const FAVORITE_PARENT_NOT_FOLDER_MESSAGE = 'Must be one of your folders';
export const FAVORITE_FOLDER_NAME_MESSAGE = 'A folder needs a name';
export const FAVORITE_ENTITY_REQUIRED_MESSAGE = 'Required unless the favorite is a folder';
export const FAVORITE_FOLDER_FLAG_MESSAGE = 'Only folders have is_folder set';
export const FAVORITE_UNSUPPORTED_MESSAGE = 'This kind of favorite is not available';

const FavoriteNameSchema = z
  .string()
  .trim()
  .min(1, FAVORITE_FOLDER_NAME_MESSAGE)
  .max(MAX_FAVORITE_NAME_LENGTH, `At most ${MAX_FAVORITE_NAME_LENGTH} characters`);
const FavoriteEntityDataInputSchema = z.object({ name: FavoriteNameSchema.optional() });

export const FavoriteParamsSchema = SlugParamsSchema.extend({ favoriteId: z.string() });
export type FavoriteParams = z.infer<typeof FavoriteParamsSchema>;

/** `GET user-favorites/?all=true`: every level; without it only the top level (Plane). */
export const FavoriteListQuerySchema = z.object({
  all: z.enum(['true', 'false'], 'Must be true or false').optional(),
});

/** `POST user-favorites/` (Plane's body; a folder's name comes as `name` or `entity_data.name`). */
export const CreateFavoriteBodySchema = z.object({
  entity_type: z.enum(FAVORITE_ENTITY_TYPES, `Must be one of ${FAVORITE_ENTITY_TYPES.join(', ')}`),
  entity_identifier: z.uuid('Must be an id').nullish(),
  project_id: z.uuid('Must be a project id').nullish(),
  entity_data: FavoriteEntityDataInputSchema.nullish(),
  name: FavoriteNameSchema.nullish(),
  parent: z.uuid('Must be a folder id').nullish(),
  is_folder: z.boolean().optional(),
});
export type CreateFavoriteBody = z.infer<typeof CreateFavoriteBodySchema>;

/** `PATCH user-favorites/{id}/`: move into or out of a folder, reorder, rename. */
export const UpdateFavoriteBodySchema = z.object({
  name: FavoriteNameSchema.optional(),
  entity_data: FavoriteEntityDataInputSchema.nullish(),
  parent: z.uuid('Must be a folder id').nullable().optional(),
  sequence: z.number('Must be a number').optional(),
});
export type UpdateFavoriteBody = z.infer<typeof UpdateFavoriteBodySchema>;

/** What a favorite shows of its entity (Plane's lite serializers). */
export const FavoriteEntityDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  project_id: z.string().nullable(),
});
export type FavoriteEntityData = z.infer<typeof FavoriteEntityDataSchema>;

/** A favorite as every user-favorites route answers it; entity_data is null for folders. */
export const FavoriteSchema = z.object({
  id: z.string(),
  entity_type: z.enum(FAVORITE_ENTITY_TYPES),
  entity_identifier: z.string().nullable(),
  entity_data: FavoriteEntityDataSchema.nullable(),
  name: z.string(),
  is_folder: z.boolean(),
  sequence: z.number(),
  parent: z.string().nullable(),
  project_id: z.string().nullable(),
  workspace_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoriteListSchema = z.array(FavoriteSchema);
