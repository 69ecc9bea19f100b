/**
 * The projects chosen for an export: every exportable one (the default, sent as an empty list so
 * that the server takes all the person's projects, as Plane does) or the ones ticked.
 */
export type ProjectSelection = 'all' | ReadonlySet<string>;

/** Whether a project is ticked. */
export function isSelected(selection: ProjectSelection, projectId: string): boolean {
  return selection === 'all' || selection.has(projectId);
}

/** The selection after ticking or unticking one project; ticking the last one makes it `all`. */
export function toggleProject(
  selection: ProjectSelection,
  projectId: string,
  allIds: readonly string[],
): ProjectSelection {
  const next = new Set(selection === 'all' ? allIds : selection);
  if (next.has(projectId)) next.delete(projectId);
  else next.add(projectId);
  return allIds.every((id) => next.has(id)) ? 'all' : next;
}

/** The `project` list the request sends: empty for all, else the ticked ids in list order. */
export function selectedProjectIds(
  selection: ProjectSelection,
  allIds: readonly string[],
): string[] {
  return selection === 'all' ? [] : allIds.filter((id) => selection.has(id));
}

/** Whether there is anything to export. */
export function hasSelection(selection: ProjectSelection, allIds: readonly string[]): boolean {
  return allIds.length > 0 && (selection === 'all' || allIds.some((id) => selection.has(id)));
}
