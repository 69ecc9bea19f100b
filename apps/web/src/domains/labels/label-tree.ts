import { type Label, labelSortOrderBetween } from '@keel/core';

export interface LabelNode {
  label: Label;
  /** Direct children, by sort order. */
  children: LabelNode[];
}

/** Orders siblings by sort_order; equal ones by name, so that the list never jumps. */
export function compareLabels(a: Label, b: Label): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name);
}

/** The labels directly under `parentId` (null: the top level), by sort order. */
export function siblingsOf(labels: readonly Label[], parentId: string | null): Label[] {
  const ids = new Set(labels.map((label) => label.id));
  return labels.filter((label) => effectiveParent(label, ids) === parentId).sort(compareLabels);
}

/**
 * The tree of labels from the flat list. A label whose parent is not in the list (deleted, or
 * not sent) is shown at the top level rather than lost.
 */
export function buildLabelTree(labels: readonly Label[]): LabelNode[] {
  const ids = new Set(labels.map((label) => label.id));
  const childrenOf = new Map<string | null, Label[]>();
  for (const label of labels) {
    const parent = effectiveParent(label, ids);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), label]);
  }
  const build = (parentId: string | null, seen: Set<string>): LabelNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((label) => !seen.has(label.id))
      .sort(compareLabels)
      .map((label) => ({ label, children: build(label.id, new Set([...seen, label.id])) }));
  return build(null, new Set());
}

export interface FlatLabel {
  label: Label;
  /** 0 at the top level, one more per ancestor. */
  depth: number;
  hasChildren: boolean;
}

/** The tree in display order, depth first; children of a collapsed label are left out. */
export function flattenLabelTree(
  nodes: readonly LabelNode[],
  collapsedIds: ReadonlySet<string> = new Set(),
  depth = 0,
): FlatLabel[] {
  return nodes.flatMap((node) => [
    { label: node.label, depth, hasChildren: node.children.length > 0 },
    ...(collapsedIds.has(node.label.id)
      ? []
      : flattenLabelTree(node.children, collapsedIds, depth + 1)),
  ]);
}

/** The ids of every label below `labelId`, at any depth. */
export function descendantIds(labels: readonly Label[], labelId: string): Set<string> {
  const found = new Set<string>();
  let frontier = [labelId];
  while (frontier.length > 0) {
    const next = labels
      .filter((label) => label.parent !== null && frontier.includes(label.parent))
      .map((label) => label.id)
      .filter((id) => !found.has(id) && id !== labelId);
    for (const id of next) found.add(id);
    frontier = next;
  }
  return found;
}

/**
 * The labels `labelId` may be moved under: any but itself and its descendants, which the server
 * refuses as a cycle. In tree display order, with their depth for indenting a picker.
 */
export function validParents(labels: readonly Label[], labelId: string): FlatLabel[] {
  const excluded = descendantIds(labels, labelId);
  excluded.add(labelId);
  return flattenLabelTree(buildLabelTree(labels)).filter((entry) => !excluded.has(entry.label.id));
}

/** Where a dragged label goes among its siblings, in the server's before_id/after_id terms. */
export type LabelPlacement = { before_id: string } | { after_id: string };

export interface LabelMove {
  placement: LabelPlacement;
  /** The sort order the server will compute for it (spec §9), for showing the move at once. */
  sortOrder: number;
}

/**
 * The move of a label dropped onto a sibling: before the target when dragged up, after it when
 * dragged down. Null when it is not a move among siblings.
 */
export function moveAmongSiblings(
  siblings: readonly Label[],
  movedId: string,
  targetId: string,
): LabelMove | null {
  const from = siblings.findIndex((label) => label.id === movedId);
  const to = siblings.findIndex((label) => label.id === targetId);
  if (from === -1 || to === -1 || from === to) return null;
  const others = siblings.filter((label) => label.id !== movedId);
  const previous = others[to - 1] ?? null;
  const next = others[to] ?? null;
  const sortOrder = labelSortOrderBetween(previous?.sort_order ?? null, next?.sort_order ?? null);
  if (to < from && next) return { placement: { before_id: next.id }, sortOrder };
  if (previous) return { placement: { after_id: previous.id }, sortOrder };
  return null;
}

function effectiveParent(label: Label, ids: ReadonlySet<string>): string | null {
  return label.parent !== null && ids.has(label.parent) && label.parent !== label.id
    ? label.parent
    : null;
}
