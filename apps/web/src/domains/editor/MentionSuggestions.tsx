import { useTranslation } from 'react-i18next';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useMemo, useRef } from 'react';
import { Avatar } from '#web/ui/Avatar';
import { cx } from '#web/ui/cx';
import { Popover } from '#web/ui/Popover';
import type { MentionCandidate } from './mention-filter';

/** The open `@` list: who is offered, who is highlighted, where the `@` is, and how to pick. */
export interface MentionMenuState {
  items: MentionCandidate[];
  index: number;
  rect: DOMRect | null;
  /** The editor's element: a list opened inside a dialog is drawn in it. */
  element: Element;
  pick: (candidate: MentionCandidate) => void;
}

/**
 * Connects Tiptap's suggestion plugin to React state: the plugin reports the query and the
 * caret's place, the component draws the list, and arrow keys, Enter, Tab and Escape are handled
 * here while the list is open.
 */
export function mentionMenuRenderer(
  setMenu: (update: (menu: MentionMenuState | null) => MentionMenuState | null) => void,
) {
  return () => {
    let current: MentionMenuState | null = null;
    const show = (props: SuggestionProps<MentionCandidate>) => {
      const next: MentionMenuState = {
        items: props.items,
        index: current ? Math.min(current.index, Math.max(0, props.items.length - 1)) : 0,
        rect: props.clientRect?.() ?? null,
        element: props.editor.view.dom,
        pick: (candidate) => {
          props.command({ id: candidate.id, label: candidate.label });
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
          if (!chosen) return false;
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

/** How tall the list grows before it scrolls, in px. */
const LIST_MAX_HEIGHT = 256;

/**
 * The floating list of people under the `@` (above it when the room below is short), drawn over
 * everything. Focus stays in the editor, which handles the keys.
 */
export function MentionSuggestions({ menu }: { menu: MentionMenuState }) {
  const { t } = useTranslation('editor');
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
      label={t('mention.listLabel')}
      maxHeight={LIST_MAX_HEIGHT}
      minHeight={120}
      className="w-60 overflow-y-auto p-1"
    >
      <div ref={listRef}>
        {menu.items.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-tertiary">{t('mention.noMatches')}</p>
        ) : (
          menu.items.map((candidate, index) => (
            <div
              key={candidate.id}
              role="option"
              aria-selected={index === menu.index}
              onMouseDown={(event) => {
                // Keeps the editor's selection, so the mention lands where the `@` is.
                event.preventDefault();
                menu.pick(candidate);
              }}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5',
                index === menu.index && 'bg-surface-hover',
              )}
            >
              <Avatar name={candidate.label} src={candidate.avatarUrl ?? null} size="sm" />
              <span className="truncate">{candidate.label}</span>
            </div>
          ))
        )}
      </div>
    </Popover>
  );
}
