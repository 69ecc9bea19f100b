import { REACTION_EXISTS_MESSAGE, AppError, type UserLite } from '@keel/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/executor';
import { loadUserLites } from '#server/lib/user-lites';
import type {
  Reactable,
  ReactableSpec,
  Reaction,
  ReactionTable,
  ReactionTarget,
} from './reactable';

interface ReactionRead {
  id: string;
  target_id: string;
  actor_id: string;
  reaction: string;
  created_at: Date;
}

type Stored<TField extends string> = Pick<
  Reactable<TField, never>,
  'table' | 'entityColumn' | 'wireField'
>;

/** The columns a reaction is read with, the reacted thing's id as `target_id`. */
function readColumns({ table, entityColumn }: Stored<string>) {
  return {
    id: table.id,
    target_id: entityColumn,
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
  kind: Stored<TField>,
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

function refuseDuplicate(): never {
  throw new AppError('VALIDATION_ERROR', {
    message: `reaction: ${REACTION_EXISTS_MESSAGE}`,
    field: 'reaction',
  });
}

/**
 * Declares a reactable kind from its descriptor (types inferred from it): its reactions are
 * listed, added and removed by the same code as every other kind's. A change and the kind's
 * `onChange` share one transaction.
 */
export function defineReactable<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
>(spec: ReactableSpec<TTable, TField, TActor, TTarget>): Reactable<TField, TActor> {
  const { table, entityColumn, wireField } = spec;
  return {
    table,
    entityColumn,
    wireField,

    async list(db, actor, id) {
      const target = await spec.findVisible(db, actor, id);
      const ids = [target.id];
      const byTarget = await reactionsOf(db, spec, { workspaceId: target.workspaceId, ids });
      return byTarget.get(target.id) ?? [];
    },

    async add(db, actor, id, reaction) {
      const row = await db.transaction(async (tx) => {
        const target = await spec.findVisible(tx, actor, id);
        const [inserted] = await tx
          .insert(table)
          .values(spec.newRow(actor, target, reaction))
          .onConflictDoNothing()
          .returning(readColumns(spec));
        if (!inserted) refuseDuplicate();
        await spec.onChange({ tx, actor, target, reaction, added: true });
        return inserted;
      });
      const [presented] = await presentReactions(db, wireField, [row]);
      if (!presented) throw new AppError('INTERNAL');
      return presented;
    },

    async remove(db, actor, id, reaction) {
      await db.transaction(async (tx) => {
        const target = await spec.findVisible(tx, actor, id);
        const removed = await tx
          .delete(table)
          .where(
            and(
              eq(table.workspace_id, target.workspaceId),
              eq(entityColumn, target.id),
              eq(table.actor_id, actor.userId),
              eq(table.reaction, reaction),
            ),
          )
          .returning({ id: table.id });
        if (removed.length === 0) throw new AppError('REACTION_NOT_FOUND');
        await spec.onChange({ tx, actor, target, reaction, added: false });
      });
    },
  };
}
