/**
 * The loaded ids of each day, in the list's order, keyed YYYY-MM-DD. Items without a target date
 * (or no longer held) are left out: the calendar draws them in its "No due date" panel.
 */
export function idsByTargetDate(
  ids: readonly string[],
  targetDateOf: (id: string) => string | null | undefined,
): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const id of ids) {
    const day = targetDateOf(id);
    if (!day) continue;
    const list = days.get(day);
    if (list) list.push(id);
    else days.set(day, [id]);
  }
  return days;
}
