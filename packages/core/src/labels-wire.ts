import { z } from 'zod';

/** :slug and :projectId of every project-scoped route. */
export const ProjectScopeParamsSchema = z.object({ slug: z.string(), projectId: z.string() });
/** :slug, :projectId and :id of a project-scoped item. */
export const ProjectItemParamsSchema = ProjectScopeParamsSchema.extend({ id: z.string() });

export const LabelColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex color such as #1f2937');

export const LabelNameSchema = z
  .string()
  .trim()
  .min(1, 'Label name is required')
  .max(255, 'Label name must be at most 255 characters');

export const LabelSchema = z.object({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string().nullable(),
  parent: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Label = z.infer<typeof LabelSchema>;
export const LabelListSchema = z.array(LabelSchema);

export const CreateLabelBodySchema = z.object({
  name: LabelNameSchema,
  color: LabelColorSchema.optional(),
  description: z.string().max(10_000).optional(),
  parent: z.uuid('parent must be a label id').nullable().optional(),
  sort_order: z.number().optional(),
});
export type CreateLabelBody = z.infer<typeof CreateLabelBodySchema>;

/**
 * A label edit. `parent` and/or a placement (`before_id` or `after_id`, a sibling under the new
 * parent) move it; sort_order is then computed (spec §9). Unchanged parent and no placement leave
 * sort_order alone (spec §5).
 */
export const UpdateLabelBodySchema = z
  .strictObject({
    name: LabelNameSchema.optional(),
    color: LabelColorSchema.optional(),
    description: z.string().max(10_000).optional(),
    parent: z.uuid('parent must be a label id').nullable().optional(),
    sort_order: z.number().optional(),
    before_id: z.uuid('before_id must be a label id').optional(),
    after_id: z.uuid('after_id must be a label id').optional(),
  })
  .refine((body) => !(body.before_id && body.after_id), {
    message: 'Give before_id or after_id, not both',
    path: ['before_id'],
  });
export type UpdateLabelBody = z.infer<typeof UpdateLabelBodySchema>;
