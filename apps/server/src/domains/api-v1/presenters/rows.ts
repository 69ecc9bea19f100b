import type {
  cycles,
  labels,
  modules,
  projectMembers,
  projects,
  states,
  users,
  workItemActivities,
  workItemComments,
  workItemLinks,
  workItems,
} from '#server/db/schema';

/** The rows the v1 presenters read: what any domain (the webhooks too) can load by id. */
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'first_name' | 'last_name' | 'email' | 'avatar' | 'display_name'
>;
export type WorkItemRow = typeof workItems.$inferSelect;
export type CommentRow = typeof workItemComments.$inferSelect;
export type LinkRow = typeof workItemLinks.$inferSelect;
export type ActivityRow = typeof workItemActivities.$inferSelect;
export type CycleRow = typeof cycles.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** A timestamp as Plane's serializers write it (ISO 8601), null kept. */
export function iso(value: Date | null): string | null {
  return value?.toISOString() ?? null;
}
