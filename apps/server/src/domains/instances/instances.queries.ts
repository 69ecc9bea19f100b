import type { Database } from '#server/db/client';
import { instances } from '#server/db/schema';
import type { InstanceRow } from '#server/lib/instance-settings';

/** Inserts the instance row unless one exists, and records the running version on it. */
export async function upsertInstance(db: Database, version: string): Promise<InstanceRow> {
  const [row] = await db
    .insert(instances)
    .values({ current_version: version })
    .onConflictDoUpdate({ target: instances.singleton, set: { current_version: version } })
    .returning();
  if (!row) throw new Error('The instance row could not be written');
  return row;
}
