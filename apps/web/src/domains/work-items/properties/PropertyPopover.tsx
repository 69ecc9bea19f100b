import type { ReactNode } from 'react';
import { Popover, usePopover } from '#web/ui/Popover';
import { cx } from '#web/ui/cx';
import { propertyTriggerClassName, type PropertyVariant } from './property-styles';

export interface PropertyPopoverProps {
  /** Names the trigger with its value, such as "State: In progress". */
  triggerLabel: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  variant: PropertyVariant;
  /** Without it the property is drawn read-only: no button, no popover. */
  isEditable: boolean;
  tone?: 'neutral' | 'danger';
  /** The property has no value: a badge then drops its frame. */
  isEmpty?: boolean;
  /** Shown as a tooltip on the trigger. */
  title?: string;
  /** The popover's content; `close` shuts it and gives focus back to the trigger. */
  children: (close: () => void) => ReactNode;
  /** The popover's width class. */
  widthClassName?: string;
  /** Marks the trigger for tests. */
  testId?: string;
}

/**
 * The base of every property dropdown: a real button that opens a popover next to itself, in a
 * portal so that rows, cards and cells never clip it. Escape and a click outside close it and
 * focus returns to the button; Enter, Space and ArrowDown open it from the keyboard. The
 * positioning machinery exists only while the popover is open, so that a screen of rows, each
 * with several properties, stays cheap to draw and scroll.
 */
export function PropertyPopover({
  triggerLabel,
  trigger,
  variant,
  isEditable,
  tone = 'neutral',
  isEmpty = false,
  title,
  children,
  widthClassName = 'w-60',
  testId,
}: PropertyPopoverProps) {
  const popover = usePopover();

  if (!isEditable)
    return (
      <span
        aria-label={triggerLabel}
        title={title ?? triggerLabel}
        data-testid={testId}
        className={propertyTriggerClassName(variant, { isInteractive: false, tone, isEmpty })}
      >
        {trigger}
      </span>
    );

  return (
    <>
      <button
        type="button"
        aria-label={triggerLabel}
        title={title ?? triggerLabel}
        data-testid={testId}
        className={propertyTriggerClassName(variant, { isInteractive: true, tone, isEmpty })}
        {...popover.triggerProps}
      >
        {trigger}
      </button>
      {popover.isOpen && popover.anchor !== null && (
        <Popover
          anchor={popover.anchor}
          id={popover.id}
          label={triggerLabel}
          onClose={popover.dismiss}
          className={cx('flex flex-col overflow-hidden', widthClassName)}
        >
          {children(popover.close)}
        </Popover>
      )}
    </>
  );
}
