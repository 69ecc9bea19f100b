import { type WorkItem, type WorkItemDetail, WorkItemSchema } from '@keel/core';
import { observable, runInAction } from 'mobx';
import { PendingWrites } from '../pending-writes';

/** What only the detail holds: the list fields live in WorkItemsStore, shared with every list. */
export type WorkItemDetailExtras = Omit<WorkItemDetail, keyof WorkItem>;

/** Splits a detail answer into the list-shaped item and what only the detail shows. */
export function splitDetail(detail: WorkItemDetail): {
  item: WorkItem;
  extras: WorkItemDetailExtras;
} {
  const item = WorkItemSchema.parse(detail);
  const extras: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(detail)) if (!(field in item)) extras[field] = value;
  return { item, extras: extras as WorkItemDetailExtras };
}

/**
 * The detail-only fields of the items opened in a detail (page or peek), keyed by item id: the
 * description, the project's identifier, the expanded parent and the expansion lists. Kept
 * beside WorkItemsStore so that closing and reopening a peek draws the description at once.
 */
export class WorkItemDetailStore {
  readonly #extras = observable.map<string, WorkItemDetailExtras>({}, { deep: false });
  /** How often each description was replaced from outside its editor (a restored version). */
  readonly #replacements = observable.map<string, number>();
  /** Detail fields being written (the description, the reactions): a refetch keeps them. */
  readonly pending = new PendingWrites();

  /** Changes when the description is replaced from outside, so an open editor starts again. */
  replacementCount(id: string): number {
    return this.#replacements.get(id) ?? 0;
  }

  /** Replaces the description as a whole (a restore): open editors drop what they hold. */
  replaceDescription(id: string, html: string): string | undefined {
    const previous = this.change(id, 'description_html', html);
    runInAction(() => {
      this.#replacements.set(id, this.replacementCount(id) + 1);
    });
    return previous;
  }

  get(id: string): WorkItemDetailExtras | undefined {
    return this.#extras.get(id);
  }

  set(id: string, extras: WorkItemDetailExtras): void {
    runInAction(() => {
      this.#extras.set(id, extras);
    });
  }

  /**
   * Takes a detail read again while it is open (a realtime change): fields this client is writing
   * keep their local values.
   */
  refresh(id: string, extras: WorkItemDetailExtras): void {
    const held = this.#extras.get(id);
    if (!held) {
      this.set(id, extras);
      return;
    }
    const next: Record<string, unknown> = { ...extras };
    for (const field of Object.keys(held))
      if (this.pending.isPending(id, field))
        next[field] = held[field as keyof WorkItemDetailExtras];
    this.set(id, next as WorkItemDetailExtras);
  }

  /** Changes one detail-only field and answers its previous value, for a rollback. */
  change<Field extends keyof WorkItemDetailExtras>(
    id: string,
    field: Field,
    value: WorkItemDetailExtras[Field],
  ): WorkItemDetailExtras[Field] | undefined {
    const held = this.#extras.get(id);
    if (!held) return undefined;
    const previous = held[field];
    runInAction(() => {
      this.#extras.set(id, { ...held, [field]: value });
    });
    return previous;
  }

  forget(id: string): void {
    runInAction(() => {
      this.#extras.delete(id);
    });
  }
}
