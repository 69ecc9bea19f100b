import { REACTION_EXISTS_MESSAGE, AppError, type UserLite } from '@keel/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { loadUserLites } from '#server/lib/user-lites';
import type { Reactable, Reaction, ReactionTable, ReactionTarget } from './reactable';

/** What a use case is handed: the kind, the database, who acts, and the reacted thing's id. */
interface ReactionCall<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
> {
  kind: Reactable<TTable, TField, TActor, TTarget>;
  db: Database;
  actor: TActor;
  id: string;
}

interface ReactionRead {
  id: string;
  target_id: string;
  actor_id: string;
  reaction: string;
  created_at: Date;
}

/** The columns a reaction is read with, the reacted thing's id as `target_id`. */
function readColumns(kind: { table: ReactionTable; entityColumn: ReactionTable['id'] }) {
  const { table } = kind;
  return {
    id: table.id,
    target_id: kind.entityColumn,
    actor_id: table.actor_id,
    reaction: table.reaction,
    created_at: table.created_at,
  };
}

function actorOf(people: Map<string, UserLite>, id: string): UserLite {
  return (
    people.get(id) ?? {
      id,
      first_name: '',
      last_name: '',
      display_name: '',
      avatar: null,
      is_bot: false,
    }
  );
}

/** Reactions in the wire shape, with their actors and the thing's id under the kind's field. */
async function presentReactions<TField extends string>(
  db: Executor,
  wireField: TField,
  rows: ReactionRead[],
): Promise<Reaction<TField>[]> {
  const people = await loadUserLites(
    db,
    rows.map((row) => row.actor_id),
  );
  return rows.map((row) => {
    // A computed key is typed as a string index; this is the one field the kind names.
    const target = { [wireField]: row.target_id } as Record<TField, string>;
    return {
      id: row.id,
      actor: row.actor_id,
      actor_detail: actorOf(people, row.actor_id),
      ...target,
      reaction: row.reaction,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** The reactions to these things of one workspace, by thing id, oldest first. */
export async function reactionsOf<TField extends string>(
  db: Executor,
  kind: { table: ReactionTable; entityColumn: ReactionTable['id']; wireField: TField },
  scope: { workspaceId: string; ids: string[] },
): Promise<Map<string, Reaction<TField>[]>> {
  const byTarget = new Map<string, Reaction<TField>[]>();
  if (scope.ids.length === 0) return byTarget;
  const { table } = kind;
  const rows = await db
    .select(readColumns(kind))
    .from(table)
    .where(and(eq(table.workspace_id, scope.workspaceId), inArray(kind.entityColumn, scope.ids)))
    .orderBy(asc(table.created_at));
  for (const reaction of await presentReactions(db, kind.wireField, rows)) {
    const id = reaction[kind.wireField];
    const list = byTarget.get(id) ?? [];
    list.push(reaction);
    byTarget.set(id, list);
  }
  return byTarget;
}

/** Lists the reactions to a thing the actor may see, oldest first. */
export async function listReactions<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
>(call: ReactionCall<TTable, TField, TActor, TTarget>): Promise<Reaction<TField>[]> {
  const { kind, db } = call;
  const target = await kind.findVisible(db, call.actor, call.id);
  const byTarget = await reactionsOf(db, kind, {
    workspaceId: target.workspaceId,
    ids: [target.id],
  });
  return byTarget.get(target.id) ?? [];
}

function refuseDuplicate(): never {
  throw new AppError('VALIDATION_ERROR', {
    message: `reaction: ${REACTION_EXISTS_MESSAGE}`,
    field: 'reaction',
  });
}

/**
 * Adds the actor's reaction to a thing they may see: one per emoji per person, a second one
 * refused as Plane refuses it. The kind's `onChange` runs in the same transaction.
 */
export async function addReaction<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
>(
  call: ReactionCall<TTable, TField, TActor, TTarget> & { reaction: string },
): Promise<Reaction<TField>> {
  const { kind, db, actor, reaction } = call;
  const row = await db.transaction(async (tx) => {
    const target = await kind.findVisible(tx, actor, call.id);
    const [inserted] = await tx
      .insert(kind.table)
      .values(kind.newRow(actor, target, reaction))
      .onConflictDoNothing()
      .returning(readColumns(kind));
    if (!inserted) refuseDuplicate();
    await kind.onChange({ tx, actor, target, reaction, added: true });
    return inserted;
  });
  const [presented] = await presentReactions(db, kind.wireField, [row]);
  if (!presented) throw new AppError('INTERNAL');
  return presented;
}

/** Removes the actor's own reaction with this code; anyone else's stays (404 for none). */
export async function removeReaction<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
>(call: ReactionCall<TTable, TField, TActor, TTarget> & { reaction: string }): Promise<void> {
  const { kind, db, actor, reaction } = call;
  const { table } = kind;
  await db.transaction(async (tx) => {
    const target = await kind.findVisible(tx, actor, call.id);
    const removed = await tx
      .delete(table)
      .where(
        and(
          eq(table.workspace_id, target.workspaceId),
          eq(kind.entityColumn, target.id),
          eq(table.actor_id, actor.userId),
          eq(table.reaction, reaction),
        ),
      )
      .returning({ id: table.id });
    if (removed.length === 0) throw new AppError('REACTION_NOT_FOUND');
    await kind.onChange({ tx, actor, target, reaction, added: false });
  });
}
