import { z } from 'zod';

export const ESTIMATE_TYPES = ['points', 'categories', 'time'] as const;

export const EstimatePointSchema = z.object({
  id: z.string(),
  estimate: z.string(),
  key: z.number().int(),
  value: z.string(),
  description: z.string(),
});
export type EstimatePoint = z.infer<typeof EstimatePointSchema>;

export const EstimateSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(ESTIMATE_TYPES),
  last_used: z.boolean(),
  points: z.array(EstimatePointSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Estimate = z.infer<typeof EstimateSchema>;
export const EstimateListSchema = z.array(EstimateSchema);

export const EstimateParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  estimateId: z.string(),
});
export const EstimatePointParamsSchema = EstimateParamsSchema.extend({ pointId: z.string() });

const PointKeySchema = z.number().int('key must be an integer').min(0, 'key must be at least 0');
const PointValueSchema = z
  .string()
  .trim()
  .min(1, 'value is required')
  .max(255, 'value must be at most 255 characters');

export const EstimatePointInputSchema = z.object({
  key: PointKeySchema,
  value: PointValueSchema,
  description: z.string().max(10_000).optional(),
});

export const CreateEstimateBodySchema = z.object({
  estimate: z.object({
    name: z.string().trim().min(1, 'Estimate name is required').max(255),
    description: z.string().max(10_000).optional(),
    type: z
      .string()
      .transform((type) => type.toLowerCase())
      .pipe(z.enum(ESTIMATE_TYPES, 'type must be points, categories or time')),
  }),
  estimate_points: z
    .array(EstimatePointInputSchema)
    .min(2, 'An estimate needs 2 to 6 points')
    .max(6, 'An estimate needs 2 to 6 points')
    .refine(
      (points) => new Set(points.map((point) => point.key)).size === points.length,
      'Point keys must be unique',
    ),
});
export type CreateEstimateBody = z.infer<typeof CreateEstimateBodySchema>;

export const UpdateEstimateBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Estimate name is required').max(255).optional(),
  description: z.string().max(10_000).optional(),
  last_used: z.literal(true).optional(),
});

export const CreateEstimatePointBodySchema = EstimatePointInputSchema;
export const UpdateEstimatePointBodySchema = z.strictObject({
  key: PointKeySchema.optional(),
  value: PointValueSchema.optional(),
  description: z.string().max(10_000).optional(),
});
