import type { DisplayGroupBy } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { MenuPanel, menuItemClassName } from '#web/ui/Menu';
import { usePopover } from '#web/ui/Popover';
import { describeGroup } from '#web/domains/work-items/group-descriptors';
import { GroupIconView, useGroupLookups } from '#web/domains/work-items/group-header';

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
  const popover = usePopover({ role: 'menu' });

  return (
    <>
      <button
        type="button"
        aria-label={t('kanban.moveItemTo', { name: itemLabel })}
        title={t('kanban.moveTo')}
        className={cx(
          'relative z-10 flex size-6 items-center justify-center rounded text-tertiary transition-opacity hover:bg-surface-hover hover:text-primary focus-visible:opacity-100 group-hover:opacity-100',
          popover.isOpen ? 'opacity-100' : 'opacity-0',
        )}
        {...popover.triggerProps}
        onPointerDown={(event) => {
          // Kept from the card, which would start a drag.
          event.stopPropagation();
        }}
      >
        <Icon name="ellipsis" size={14} />
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <MenuPanel
          anchor={popover.anchor}
          id={popover.id}
          label={t('kanban.moveItemToMenu', { name: itemLabel })}
          onClose={popover.dismiss}
          placement="bottom-end"
          className="w-56"
          maxHeight={320}
        >
          <div className="px-2 pb-1 pt-1.5 text-xs font-medium text-tertiary">
            {t('kanban.moveToHeading')}
          </div>
          {targets.length === 0 && (
            <div className="px-2 py-1.5 text-sm text-tertiary">{t('kanban.noOtherColumns')}</div>
          )}
          {targets.map((target) => {
            const { name, icon } = describeGroup(groupBy, target, lookups);
            return (
              <button
                key={target}
                type="button"
                role="menuitem"
                className={menuItemClassName}
                onClick={() => {
                  popover.close();
                  onMove(target);
                }}
              >
                <span className="flex size-4 shrink-0 items-center justify-center">
                  <GroupIconView icon={icon} />
                </span>
                <span className="truncate">{name}</span>
              </button>
            );
          })}
        </MenuPanel>
      )}
    </>
  );
});
