import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { instanceConfigurations, instances } from '../db/schema';

/** Changes the instance row, e.g. to mark set-up done; returns the row as stored. */
export async function updateInstance(
  db: Database,
  values: Partial<typeof instances.$inferInsert>,
): Promise<typeof instances.$inferSelect> {
  const [row] = await db
    .update(instances)
    .set(values)
    .where(eq(instances.singleton, true))
    .returning();
  if (!row) throw new Error('No instance row: was the test database registered?');
  return row;
}

/** Stores one instance setting, replacing any earlier value. */
export async function setInstanceConfiguration(
  db: Database,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insert(instanceConfigurations)
    .values({ key, value })
    .onConflictDoUpdate({ target: instanceConfigurations.key, set: { value } });
}
