import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { type DisplayGroupBy } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { cx } from '../../../../ui/cx';
import { Icon } from '../../../../ui/Icon';
import { menuItemClassName } from '../../../../ui/Menu';
import { describeGroup } from '../../group-descriptors';
import { GroupIconView, useGroupLookups } from '../../group-header';

export interface KanbanMoveMenuProps {
  /** Names the item, for the trigger's label ("Move WEB-12 to…"). */
  itemLabel: string;
  groupBy: DisplayGroupBy | null;
  /** The keys of the columns the item can go to. */
  targets: readonly string[];
  onMove: (key: string) => void;
}

/**
 * The keyboard and menu path for what a drag does: the other columns of the board, in a portal so
 * that the card's scrolling column never clips it. Arrow keys move, Enter picks, Escape closes.
 */
export const KanbanMoveMenu = observer(function KanbanMoveMenu({
  itemLabel,
  groupBy,
  targets,
  onMove,
}: KanbanMoveMenuProps) {
  const { t } = useTranslation('work-item-layouts');
  const lookups = useGroupLookups();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open: isOpen,
    onOpenChange: setIsOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'menu' });
  const navigation = useListNavigation(context, {
    listRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    dismiss,
    role,
    navigation,
  ]);

  return (
    <>
      <button
        ref={setReference}
        type="button"
        aria-label={t('kanban.moveItemTo', { name: itemLabel })}
        title={t('kanban.moveTo')}
        className={cx(
          'relative z-10 flex size-6 items-center justify-center rounded text-tertiary transition-opacity hover:bg-surface-hover hover:text-primary focus-visible:opacity-100 group-hover:opacity-100',
          isOpen ? 'opacity-100' : 'opacity-0',
        )}
        {...getReferenceProps({
          onPointerDown: (event) => {
            event.stopPropagation();
          },
        })}
      >
        <Icon name="ellipsis" size={14} />
      </button>
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={setFloating}
              style={floatingStyles}
              aria-label={t('kanban.moveItemToMenu', { name: itemLabel })}
              className="z-50 max-h-80 w-56 overflow-y-auto rounded-lg border border-subtle bg-surface p-1 shadow-card"
              {...getFloatingProps()}
            >
              <div className="px-2 pb-1 pt-1.5 text-xs font-medium text-tertiary">
                {t('kanban.moveToHeading')}
              </div>
              {targets.length === 0 && (
                <div className="px-2 py-1.5 text-sm text-tertiary">
                  {t('kanban.noOtherColumns')}
                </div>
              )}
              {targets.map((target, index) => {
                const { name, icon } = describeGroup(groupBy, target, lookups);
                return (
                  <button
                    key={target}
                    ref={(node) => {
                      listRef.current[index] = node;
                    }}
                    type="button"
                    role="menuitem"
                    tabIndex={activeIndex === index ? 0 : -1}
                    className={menuItemClassName}
                    {...getItemProps({
                      onClick: () => {
                        setIsOpen(false);
                        onMove(target);
                      },
                    })}
                  >
                    <span className="flex size-4 shrink-0 items-center justify-center">
                      <GroupIconView icon={icon} />
                    </span>
                    <span className="truncate">{name}</span>
                  </button>
                );
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
});
