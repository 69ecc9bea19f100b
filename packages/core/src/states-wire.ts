import { z } from 'zod';
import { ERRORS } from './error-catalogue';
import { STATE_GROUPS } from './constants';

/** Exact text of the 409 answered when a live state of the project has the name (any case). */
export const STATE_NAME_TAKEN_MESSAGE = ERRORS.STATE_NAME_TAKEN.message;
export const DEFAULT_STATE_DELETE_MESSAGE = ERRORS.DEFAULT_STATE_NOT_DELETABLE.message;
export const STATE_IN_USE_MESSAGE = ERRORS.STATE_IN_USE.message;

export const StateParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/** Groups a state may be created in; triage is reserved for the project's hidden intake state. */
export const EDITABLE_STATE_GROUPS = STATE_GROUPS.filter((group) => group !== 'triage');

const StateGroupSchema = z.enum(EDITABLE_STATE_GROUPS, {
  error: `Group must be one of ${EDITABLE_STATE_GROUPS.join(', ')}`,
});

export const StateNameSchema = z
  .string()
  .trim()
  .min(1, 'State name is required')
  .max(255, 'State name must be at most 255 characters');

const ColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i, 'Color must be a hex color such as #3A8BFD');

export const CreateStateBodySchema = z.object({
  name: StateNameSchema,
  color: ColorSchema,
  group: StateGroupSchema,
  description: z.string().max(10_000, 'Description is too long').optional(),
  sequence: z.number().optional(),
});
export type CreateStateBody = z.infer<typeof CreateStateBodySchema>;

export const UpdateStateBodySchema = CreateStateBodySchema.partial();
export type UpdateStateBody = z.infer<typeof UpdateStateBodySchema>;

export const StateListQuerySchema = z.object({
  include_triage: z
    .enum(['true', 'false'], { error: 'include_triage must be true or false' })
    .optional(),
});

export const StateSchema = z.object({
  id: z.string(),
  /** Plane's IState names: what Plane's clients read. */
  workspace_id: z.string(),
  project_id: z.string(),
  /** The same ids under Keel's earlier names (kept for older clients). */
  workspace: z.string(),
  project: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  slug: z.string(),
  sequence: z.number(),
  group: z.string(),
  default: z.boolean(),
  is_triage: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type State = z.infer<typeof StateSchema>;
export const StateListSchema = z.array(StateSchema);
