import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useState } from 'react';
import { cx } from '../../../ui/cx';
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
  const [isOpen, setIsOpen] = useState(false);
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);

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
        ref={setReference}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        title={title ?? triggerLabel}
        data-testid={testId}
        className={propertyTriggerClassName(variant, { isInteractive: true, tone, isEmpty })}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {isOpen && reference !== null && (
        <OpenPopover
          reference={reference}
          label={triggerLabel}
          widthClassName={widthClassName}
          onClose={() => {
            setIsOpen(false);
          }}
        >
          {children}
        </OpenPopover>
      )}
    </>
  );
}

interface OpenPopoverProps {
  reference: HTMLElement;
  label: string;
  widthClassName: string;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}

function OpenPopover({ reference, label, widthClassName, onClose, children }: OpenPopoverProps) {
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  // A modal <dialog> makes the rest of the page inert, so a popover opened from inside one is
  // drawn inside it, positioned against the viewport so that the dialog's overflow never clips it.
  const modal = reference.closest('dialog');
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open: true,
    strategy: modal ? 'fixed' : 'absolute',
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${String(Math.max(160, availableHeight))}px`;
        },
      }),
    ],
  });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  return (
    <FloatingPortal {...(modal ? { root: modal } : {})}>
      <FloatingFocusManager context={context} modal={false} returnFocus>
        <div
          ref={setFloating}
          style={floatingStyles}
          aria-label={label}
          className={cx(
            'z-50 flex flex-col overflow-hidden rounded-lg border border-subtle bg-surface text-base text-primary shadow-card',
            widthClassName,
          )}
          {...getFloatingProps({
            onPointerDown(event) {
              event.stopPropagation();
            },
            onClick(event) {
              event.stopPropagation();
            },
            onKeyDown(event) {
              // Escape closes the popover only, never the dialog it was opened from.
              if (event.key !== 'Escape') return;
              event.preventDefault();
              event.stopPropagation();
              onClose();
            },
          })}
        >
          {children(onClose)}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
