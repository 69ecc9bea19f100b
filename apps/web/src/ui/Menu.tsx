import type { Placement } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from './cx';
import { createTypeahead, isTypeaheadKey, nextListIndex } from './list-navigation';
import { Popover, usePopover } from './Popover';

export interface MenuPanelProps {
  /** The trigger the menu hangs from. */
  anchor: HTMLElement;
  id?: string;
  /** Names the menu for assistive technology. */
  label: string;
  onClose: () => void;
  placement?: Placement;
  /** At least as wide as the trigger (a sidebar's switcher). */
  matchAnchorWidth?: boolean;
  /** The most height it may take, in px; the room beside the trigger otherwise. */
  maxHeight?: number;
  /** Width and height limits; a menu is at least 14rem wide. */
  className?: string;
  /** The items: elements with role="menuitem" (buttons or links), headings and separators. */
  children: ReactNode;
}

const ITEM_SELECTOR =
  '[role="menuitem"]:not([disabled]):not([aria-disabled="true"]), [role="menuitemradio"]:not([disabled]), [role="menuitemcheckbox"]:not([disabled])';

/**
 * An open menu: focus starts on its first item; the arrow keys, Home and End move between items,
 * typing a few letters jumps to the item they start, Enter acts, Escape and a click outside close
 * it and give focus back to the trigger.
 */
export function MenuPanel({
  anchor,
  id,
  label,
  onClose,
  placement = 'bottom-start',
  matchAnchorWidth = false,
  maxHeight,
  className,
  children,
}: MenuPanelProps) {
  const typeahead = useRef(createTypeahead());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next = nextListIndex(event.key, current, items.length, true);
    if (next === null && isTypeaheadKey(event)) {
      const found = typeahead.current.find(
        event.key,
        items.map((item) => item.textContent),
      );
      if (found >= 0) next = found;
    }
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };
  return (
    <Popover
      anchor={anchor}
      onClose={onClose}
      role="menu"
      label={label}
      placement={placement}
      matchAnchorWidth={matchAnchorWidth}
      minHeight={120}
      onKeyDown={onKeyDown}
      className={cx('min-w-56 overflow-y-auto p-1', className)}
      {...(id === undefined ? {} : { id })}
      {...(maxHeight === undefined ? {} : { maxHeight })}
    >
      {children}
    </Popover>
  );
}

export interface MenuProps {
  /** Draws the trigger's content; the trigger button itself is the menu's. */
  trigger: ReactNode;
  triggerLabel: string;
  /** The menu's items; call `close` after an item acts. */
  children: (close: () => void) => ReactNode;
  className?: string;
  triggerClassName?: string;
  /** Which corner of the trigger the menu hangs from: its left edge by default. */
  placement?: Placement;
  /** The menu is at least as wide as the trigger. */
  matchTriggerWidth?: boolean;
}

/**
 * A button that opens a list of actions under it (see MenuPanel for the keys). ArrowDown opens it
 * from the keyboard.
 */
export function Menu({
  trigger,
  triggerLabel,
  children,
  className,
  triggerClassName,
  placement = 'bottom-start',
  matchTriggerWidth = false,
}: MenuProps) {
  const popover = usePopover({ role: 'menu' });
  return (
    <div className={cx('relative', className)}>
      <button
        type="button"
        aria-label={triggerLabel}
        className={triggerClassName}
        {...popover.triggerProps}
      >
        {trigger}
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <MenuPanel
          anchor={popover.anchor}
          id={popover.id}
          label={triggerLabel}
          placement={placement}
          matchAnchorWidth={matchTriggerWidth}
          onClose={popover.dismiss}
        >
          {children(popover.close)}
        </MenuPanel>
      )}
    </div>
  );
}

/** The look of one item in a Menu; give the element role="menuitem". */
export const menuItemClassName =
  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-base text-primary outline-none touch:py-2.5 hover:bg-surface-hover focus-visible:bg-surface-hover';
