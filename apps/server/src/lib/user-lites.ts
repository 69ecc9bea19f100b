import type { UserLite } from '@keel/core';
import { inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { users } from '#server/db/schema';

/** The columns of `users` a UserLite is read from. */
export const userLiteColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  avatar: users.avatar,
  is_bot: users.is_bot,
};

/** People by id as Plane's UserLiteSerializer shows them; unknown ids are left out. */
export async function loadUserLites(db: Executor, ids: string[]): Promise<Map<string, UserLite>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(userLiteColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
