import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { cx } from '#web/ui/cx';
import { Popover } from '#web/ui/Popover';

/** An open suggestion list (`@` people, `/` commands): what is offered, what is highlighted. */
export interface SuggestionMenuState<Item> {
  items: Item[];
  index: number;
  rect: DOMRect | null;
  /** The editor's element: a list opened inside a dialog is drawn in it. */
  element: Element;
  pick: (item: Item) => void;
}

/**
 * Connects Tiptap's suggestion plugin to React state: the plugin reports the query and the
 * caret's place, the component draws the list, and arrow keys, Enter, Tab and Escape are handled
 * here while the list is open. `choose` does what picking an item does.
 */
export function suggestionMenuRenderer<Item>(
  setMenu: (
    update: (menu: SuggestionMenuState<Item> | null) => SuggestionMenuState<Item> | null,
  ) => void,
  choose: (props: SuggestionProps<Item>, item: Item) => void,
) {
  return () => {
    let current: SuggestionMenuState<Item> | null = null;
    const show = (props: SuggestionProps<Item>) => {
      const next: SuggestionMenuState<Item> = {
        items: props.items,
        index: current ? Math.min(current.index, Math.max(0, props.items.length - 1)) : 0,
        rect: props.clientRect?.() ?? null,
        element: props.editor.view.dom,
        pick: (item) => {
          choose(props, item);
        },
      };
      current = next;
      setMenu(() => next);
    };
    const move = (step: number) => {
      if (!current || current.items.length === 0) return;
      const count = current.items.length;
      const next = { ...current, index: (current.index + step + count) % count };
      current = next;
      setMenu(() => next);
    };
    return {
      onStart: show,
      onUpdate: show,
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
        if (!current) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          move(event.key === 'ArrowDown' ? 1 : -1);
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          const chosen = current.items[current.index];
          if (chosen === undefined) return false;
          current.pick(chosen);
          return true;
        }
        if (event.key === 'Escape') {
          current = null;
          setMenu(() => null);
          return true;
        }
        return false;
      },
      onExit: () => {
        current = null;
        setMenu(() => null);
      },
    };
  };
}

/** How tall a list grows before it scrolls, in px. */
const LIST_MAX_HEIGHT = 256;

/**
 * The floating list under the caret (above it when the room below is short), drawn over
 * everything. Focus stays in the editor, which handles the keys.
 */
export function SuggestionList<Item>({
  menu,
  label,
  emptyText,
  keyOf,
  renderItem,
}: {
  menu: SuggestionMenuState<Item>;
  label: string;
  emptyText: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const { rect, element } = menu;
  const caret = useMemo(
    () => (rect ? { getBoundingClientRect: () => rect, contextElement: element } : null),
    [rect, element],
  );
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [menu]);
  if (caret === null) return null;
  return (
    <Popover
      anchor={caret}
      onClose={() => undefined}
      isDismissable={false}
      initialFocus={false}
      role="listbox"
      label={label}
      maxHeight={LIST_MAX_HEIGHT}
      minHeight={120}
      className="w-60 overflow-y-auto p-1"
    >
      <div ref={listRef}>
        {menu.items.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-tertiary">{emptyText}</p>
        ) : (
          menu.items.map((item, index) => (
            <div
              key={keyOf(item)}
              role="option"
              aria-selected={index === menu.index}
              onMouseDown={(event) => {
                // Keeps the editor's selection, so the choice lands where it was typed.
                event.preventDefault();
                menu.pick(item);
              }}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5',
                index === menu.index && 'bg-surface-hover',
              )}
            >
              {renderItem(item)}
            </div>
          ))
        )}
      </div>
    </Popover>
  );
}
