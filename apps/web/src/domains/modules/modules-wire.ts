import { z } from 'zod';

/** Module statuses in the order Plane lists them (spec §4). */
export const MODULE_STATUSES = [
  'backlog',
  'planned',
  'in-progress',
  'paused',
  'completed',
  'cancelled',
] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** Only a completed or cancelled module may be archived (spec §4). */
export function canArchiveModule(status: string): boolean {
  return status === 'completed' || status === 'cancelled';
}

export const ModuleLinkSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  url: z.string(),
  module_id: z.string().optional(),
  created_at: z.string().optional(),
});
export type ModuleLink = z.infer<typeof ModuleLinkSchema>;

const count = z.number().nullable().optional();

/**
 * A module as the web app reads it (the contract's list and detail shape; fields it does not
 * draw are let through unread).
 */
export const ModuleSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  status: z.string(),
  lead_id: z.string().nullable(),
  member_ids: z.array(z.string()).default([]),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  sort_order: z.number().optional(),
  archived_at: z.string().nullable().optional(),
  is_favorite: z.boolean().default(false),
  link_module: z.array(ModuleLinkSchema).default([]),
  total_issues: count,
  completed_issues: count,
  cancelled_issues: count,
  started_issues: count,
  unstarted_issues: count,
  backlog_issues: count,
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Module = z.infer<typeof ModuleSchema>;
export const ModuleListSchema = z.array(ModuleSchema);

/** What the create and edit form sends. */
export interface ModuleBody {
  name: string;
  description: string;
  status: ModuleStatus;
  lead_id: string | null;
  member_ids: string[];
  start_date: string | null;
  target_date: string | null;
}

export interface ModuleLinkBody {
  title: string;
  url: string;
}

/** Done (completed plus cancelled) of all, 0 to 100; 0 for a module without items. */
export function moduleProgress(
  module: Pick<Module, 'total_issues' | 'completed_issues' | 'cancelled_issues'>,
): number {
  const total = module.total_issues ?? 0;
  if (total <= 0) return 0;
  const done = (module.completed_issues ?? 0) + (module.cancelled_issues ?? 0);
  return Math.round((Math.min(done, total) / total) * 100);
}
