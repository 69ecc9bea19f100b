import { makeAutoObservable } from 'mobx';

/**
 * The work items picked for a bulk action: click toggles one, shift-click selects the range from
 * the last one clicked (in the order the layout shows), and a group can be selected whole.
 */
export class WorkItemSelection {
  readonly ids = new Set<string>();
  #anchor: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  toggle(id: string): void {
    if (this.ids.has(id)) this.ids.delete(id);
    else this.ids.add(id);
    this.#anchor = id;
  }

  /** Selects every id between the last one clicked and `id`, in `order`; a toggle without anchor. */
  extendTo(id: string, order: readonly string[]): void {
    const from = this.#anchor === null ? -1 : order.indexOf(this.#anchor);
    const to = order.indexOf(id);
    if (from < 0 || to < 0) {
      this.toggle(id);
      return;
    }
    const [start, end] = from < to ? [from, to] : [to, from];
    for (const entry of order.slice(start, end + 1)) this.ids.add(entry);
    this.#anchor = id;
  }

  /** Selects all of `ids`, or clears them when every one is already selected. */
  toggleAll(ids: readonly string[]): void {
    const allSelected = ids.length > 0 && ids.every((id) => this.ids.has(id));
    for (const id of ids) {
      if (allSelected) this.ids.delete(id);
      else this.ids.add(id);
    }
  }

  /** Keeps only ids still present (after a delete, say). */
  retain(present: (id: string) => boolean): void {
    for (const id of [...this.ids]) if (!present(id)) this.ids.delete(id);
  }

  clear(): void {
    this.ids.clear();
    this.#anchor = null;
  }
}
