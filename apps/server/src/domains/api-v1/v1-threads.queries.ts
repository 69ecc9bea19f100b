import { inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { workItemComments, workItemLinks } from '#server/db/schema';
import type { CommentRow, LinkRow } from './presenters';

/** Comments by id, in the order of `ids` (the app services' answers, as rows). */
export async function commentRows(db: Executor, ids: string[]): Promise<CommentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(workItemComments).where(inArray(workItemComments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Links by id, in the order of `ids`. */
export async function linkRows(db: Executor, ids: string[]): Promise<LinkRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(workItemLinks).where(inArray(workItemLinks.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
