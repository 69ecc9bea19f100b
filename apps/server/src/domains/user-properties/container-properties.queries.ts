import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { cycleUserProperties, moduleUserProperties } from '#server/db/schema';

/** Whose settings for which list: a cycle's or a module's. */
export interface ContainerPropertiesKey {
  kind: 'cycle' | 'module';
  containerId: string;
  userId: string;
}

type CycleRow = typeof cycleUserProperties.$inferSelect;
type ModuleRow = typeof moduleUserProperties.$inferSelect;
/** A settings row of either table, with the cycle's or module's id as `container_id`. */
export type ContainerPropertiesRow = Omit<CycleRow, 'cycle_id'> & { container_id: string };
type Settings = Pick<
  CycleRow,
  'filters' | 'display_filters' | 'display_properties' | 'rich_filters'
>;
/** What a new row holds besides its list and its owner. */
export type NewContainerProperties = Settings & { workspace_id: string; project_id: string };

function fromCycle({ cycle_id, ...row }: CycleRow): ContainerPropertiesRow {
  return { ...row, container_id: cycle_id };
}

function fromModule({ module_id, ...row }: ModuleRow): ContainerPropertiesRow {
  return { ...row, container_id: module_id };
}

/**
 * The user's settings row for the list, created with `values` when there is none (a concurrent
 * creation is absorbed by the unique index); `forUpdate` locks it for a merge.
 */
export async function ensureContainerProperties(
  db: Executor,
  key: ContainerPropertiesKey,
  values: NewContainerProperties,
  forUpdate = false,
): Promise<ContainerPropertiesRow> {
  const audit = { user_id: key.userId, created_by_id: key.userId, updated_by_id: key.userId };
  if (key.kind === 'cycle') {
    const table = cycleUserProperties;
    await db
      .insert(table)
      .values({ ...values, ...audit, cycle_id: key.containerId })
      .onConflictDoNothing();
    const query = db
      .select()
      .from(table)
      .where(and(eq(table.cycle_id, key.containerId), eq(table.user_id, key.userId)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw new Error('cycle user properties not found after insert');
    return fromCycle(row);
  }
  const table = moduleUserProperties;
  await db
    .insert(table)
    .values({ ...values, ...audit, module_id: key.containerId })
    .onConflictDoNothing();
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.module_id, key.containerId), eq(table.user_id, key.userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('module user properties not found after insert');
  return fromModule(row);
}

/** Stores merged settings in the row. */
export async function updateContainerPropertiesRow(
  db: Executor,
  kind: 'cycle' | 'module',
  id: string,
  values: Settings & { updated_by_id: string },
): Promise<ContainerPropertiesRow> {
  const set = { ...values, updated_at: new Date() };
  if (kind === 'cycle') {
    const [row] = await db
      .update(cycleUserProperties)
      .set(set)
      .where(eq(cycleUserProperties.id, id))
      .returning();
    if (!row) throw new Error('cycle user properties vanished during an update');
    return fromCycle(row);
  }
  const [row] = await db
    .update(moduleUserProperties)
    .set(set)
    .where(eq(moduleUserProperties.id, id))
    .returning();
  if (!row) throw new Error('module user properties vanished during an update');
  return fromModule(row);
}
