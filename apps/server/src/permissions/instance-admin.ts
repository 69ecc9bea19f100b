import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { instanceAdmins } from '../db/schema';

/** Whether the user is an instance admin (god mode). */
export async function isInstanceAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: instanceAdmins.id })
    .from(instanceAdmins)
    .where(eq(instanceAdmins.user_id, userId))
    .limit(1);
  return row !== undefined;
}
