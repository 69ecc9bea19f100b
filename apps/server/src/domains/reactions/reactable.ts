import type { UserLite } from '@keel/core';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import type { Executor, Transaction } from '#server/db/executor';

type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * A reaction table: one row per emoji per person per reacted thing, with these columns beside the
 * column naming the thing (unique on thing, actor and reaction, so a second one is refused).
 */
export type ReactionTable = PgTable & {
  id: TextColumn;
  workspace_id: TextColumn;
  actor_id: TextColumn;
  reaction: TextColumn;
  created_at: AnyPgColumn<{ data: Date; notNull: true }>;
};

/** What the generic code needs of a thing it found to react to. */
export interface ReactionTarget {
  id: string;
  workspaceId: string;
}

/** What every reaction answers, whatever it reacts to. */
export interface ReactionBase {
  id: string;
  actor: string;
  actor_detail: UserLite;
  reaction: string;
  created_at: string;
}

/** A reaction as Plane answers it: the reacted thing's id under the kind's own field name. */
export type Reaction<TField extends string> = ReactionBase & Record<TField, string>;

/** A reaction added or removed, handed to the kind's hook inside the writing transaction. */
export interface ReactionChange<TActor, TTarget extends ReactionTarget> {
  tx: Transaction;
  actor: TActor;
  target: TTarget;
  reaction: string;
  /** True when the reaction was added, false when it was removed. */
  added: boolean;
}

/**
 * The descriptor of one kind of reactable thing (work items, comments; pages and intake later):
 * its table, the column and wire field naming the thing, how the actor finds one they may see,
 * the row a new reaction is stored as, and what else a change writes (activity). Realtime needs
 * no hook: the table's realtime trigger announces every change.
 */
export interface ReactableSpec<
  TTable extends ReactionTable,
  TField extends string,
  TActor extends { userId: string },
  TTarget extends ReactionTarget,
> {
  table: TTable;
  /** The column holding the reacted thing's id. */
  entityColumn: TextColumn;
  /** The wire field holding the reacted thing's id ('issue', 'comment'). */
  wireField: TField;
  /** The thing with this id if the actor may see it; throws the kind's not-found error otherwise. */
  findVisible(db: Executor, actor: TActor, id: string): Promise<TTarget>;
  /** The stored row of the actor's new reaction to the thing. */
  newRow(actor: TActor, target: TTarget, reaction: string): PgInsertValue<TTable>;
  /** What else an added or removed reaction writes, in its transaction (an activity row). */
  onChange(change: ReactionChange<TActor, TTarget>): Promise<void>;
}

/** A declared reactable kind: where its reactions are stored, and its use cases. */
export interface Reactable<TField extends string, TActor> {
  table: ReactionTable;
  entityColumn: TextColumn;
  wireField: TField;
  /** The reactions to a thing the actor may see, oldest first. */
  list(db: Database, actor: TActor, id: string): Promise<Reaction<TField>[]>;
  /**
   * Adds the actor's reaction to a thing they may see: one per emoji per person, a second one
   * refused as Plane refuses it.
   */
  add(db: Database, actor: TActor, id: string, reaction: string): Promise<Reaction<TField>>;
  /** Removes the actor's own reaction with this code; anyone else's stays (404 for none). */
  remove(db: Database, actor: TActor, id: string, reaction: string): Promise<void>;
}
