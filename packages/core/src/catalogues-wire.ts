import { z } from 'zod';

export const CatalogueEntrySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
export const CatalogueEntryListSchema = z.array(CatalogueEntrySchema);

const CatalogueNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(255, 'Name must be at most 255 characters');

export const CreateCatalogueEntryBodySchema = z.object({
  name: CatalogueNameSchema,
  code: z.string().trim().max(100, 'Code must be at most 100 characters').nullable().optional(),
  description: z.string().max(10_000).optional(),
  sort_order: z.number().optional(),
});
export type CreateCatalogueEntryBody = z.infer<typeof CreateCatalogueEntryBodySchema>;

export const UpdateCatalogueEntryBodySchema = CreateCatalogueEntryBodySchema.partial().strict();
export type UpdateCatalogueEntryBody = z.infer<typeof UpdateCatalogueEntryBodySchema>;

export const BudgetSourceOptionsSchema = z.object({ options: z.array(z.string()) });
export const UpdateBudgetSourceOptionsBodySchema = z.strictObject({
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Options must not be empty')
        .max(100, 'Options must be at most 100 characters'),
    )
    .refine((options) => new Set(options).size === options.length, 'Options must be unique'),
});
