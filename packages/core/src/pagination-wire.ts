import { z } from 'zod';

/**
 * Plane's paginator envelope around a page of `item` (cursor perPage:page:offset): the results,
 * the cursors either side, whether there are more, and the totals.
 */
export function planePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next_cursor: z.string(),
    prev_cursor: z.string(),
    next_page_results: z.boolean(),
    prev_page_results: z.boolean(),
    count: z.number(),
    total_pages: z.number(),
    total_results: z.number(),
    extra_stats: z.null(),
  });
}
