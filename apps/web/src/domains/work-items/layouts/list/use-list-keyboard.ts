import type { Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { useKeyBinding } from '#web/domains/shortcuts/use-key-binding';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { type ListEntry, stepRow } from './list-entries';

function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
    !(target instanceof HTMLInputElement && target.type === 'checkbox')
  );
}

/** Whether nothing has the focus: the page itself gets the keys (right after a list loads). */
function isNothingFocused(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Moves a focus ring between the list's rows: ArrowDown/ArrowUp (or j/k) go to the next or
 * previous row across groups, scrolling it into view; Enter opens the row; x selects it. Keys
 * typed into inputs, or into popovers opened from a row, are left alone. While nothing has the
 * focus, j or k focuses the first row (Linear), so the keys work as soon as the list shows.
 */
export function useListKeyboard(options: {
  model: WorkItemsScreenModel;
  entries: readonly ListEntry[];
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
}) {
  const { model, entries, scrollRef, virtualizer } = options;
  const focusedKey = useRef<string | null>(null);

  const focusEntry = (index: number, attempt = 0) => {
    const entry = entries[index];
    if (!entry) return;
    focusedKey.current = entry.key;
    if (attempt === 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    requestAnimationFrame(() => {
      const row = scrollRef.current?.querySelector<HTMLElement>(
        `[data-entry-key="${CSS.escape(entry.key)}"] [data-row-name]`,
      );
      if (row) row.focus({ preventScroll: true });
      else if (attempt < 3) focusEntry(index, attempt + 1);
    });
  };

  const enterList = () => {
    if (!isNothingFocused()) return false;
    const first = stepRow(entries, null, 1);
    if (first === null) return false;
    focusEntry(first);
    return true;
  };
  useKeyBinding({ key: 'j' }, enterList);
  useKeyBinding({ key: 'k' }, enterList);

  const onFocus = (event: { target: EventTarget }) => {
    if (!(event.target instanceof HTMLElement)) return;
    const key = event.target.closest<HTMLElement>('[data-entry-key]')?.dataset.entryKey;
    if (key !== undefined) focusedKey.current = key;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const container = scrollRef.current;
    if (!container || !(event.target instanceof Node) || !container.contains(event.target)) return;
    if (isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
    const index =
      focusedKey.current === null
        ? null
        : entries.findIndex((entry) => entry.key === focusedKey.current);
    const current = index === null || index < 0 ? null : index;
    const entry = current === null ? undefined : entries[current];
    switch (event.key) {
      case 'ArrowDown':
      case 'j':
      case 'ArrowUp':
      case 'k': {
        if (event.target instanceof HTMLElement && event.target.hasAttribute('aria-haspopup'))
          return;
        const step = event.key === 'ArrowDown' || event.key === 'j' ? 1 : -1;
        const next = stepRow(entries, current, step);
        event.preventDefault();
        if (next !== null) focusEntry(next);
        return;
      }
      case 'Enter':
        if (entry?.kind === 'row' && !(event.target instanceof HTMLButtonElement)) {
          event.preventDefault();
          model.openPeek(entry.id);
        }
        return;
      case 'x':
        if (entry?.kind === 'row' && model.canEdit) {
          event.preventDefault();
          model.selection.toggle(entry.id);
        }
        return;
    }
  };

  return { onKeyDown, onFocus };
}
