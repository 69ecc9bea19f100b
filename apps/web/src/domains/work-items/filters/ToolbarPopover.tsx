import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '#web/ui/button-styles';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { Popover, usePopover } from '#web/ui/Popover';

export interface ToolbarPopoverProps {
  /** The button's visible text and accessible name ("Filters", "Display"). */
  label: string;
  icon: IconName;
  /** A count shown on the button (applied filters); nothing when zero. */
  badge?: number;
  /** Names the open panel for assistive technology. */
  panelLabel: string;
  /** Where focus lands when the panel opens; the first focusable element without it. */
  initialFocus?: RefObject<HTMLElement | null>;
  widthClassName?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A toolbar button that opens a panel under it, in a portal so the list never clips it. Escape and
 * a click outside close it and focus goes back to the button.
 */
export function ToolbarPopover({
  label,
  icon,
  badge = 0,
  panelLabel,
  initialFocus,
  widthClassName = 'w-72',
  children,
}: ToolbarPopoverProps) {
  const { t } = useTranslation('work-items');
  const popover = usePopover();

  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={badge > 0 ? t('filters.appliedCount', { label, count: badge }) : label}
        className={cx(
          buttonClassName({ variant: 'secondary', size: 'sm' }),
          popover.isOpen && 'bg-surface-hover',
        )}
        {...popover.triggerProps}
      >
        <Icon name={icon} size={14} className="text-secondary" />
        {label}
        {badge > 0 && (
          <span
            aria-hidden="true"
            className="-mr-1 ml-0.5 min-w-4 rounded-full bg-accent px-1 text-center text-xs leading-4 font-semibold text-on-accent tabular-nums"
          >
            {badge}
          </span>
        )}
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={panelLabel}
          onClose={popover.dismiss}
          placement="bottom-end"
          gap={6}
          minHeight={240}
          className={cx('flex flex-col overflow-hidden', widthClassName)}
          {...(initialFocus ? { initialFocus } : {})}
        >
          {children(popover.close)}
        </Popover>
      )}
    </>
  );
}
