import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button-styles';
import { cx } from '../../../ui/cx';
import { Icon, type IconName } from '../../../ui/Icon';

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
  const [isOpen, setIsOpen] = useState(false);
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating },
    open: isOpen,
    onOpenChange: setIsOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${String(Math.max(240, availableHeight))}px`;
        },
      }),
    ],
  });
  const click = useClick(context, { keyboardHandlers: true });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);

  return (
    <>
      <button
        ref={setReference}
        type="button"
        aria-label={label}
        title={badge > 0 ? t('filters.appliedCount', { label, count: badge }) : label}
        className={cx(
          buttonClassName({ variant: 'secondary', size: 'sm' }),
          isOpen && 'bg-surface-hover',
        )}
        {...getReferenceProps()}
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
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager
            context={context}
            modal={false}
            returnFocus
            {...(initialFocus ? { initialFocus } : {})}
          >
            <div
              ref={setFloating}
              style={floatingStyles}
              aria-label={panelLabel}
              className={cx(
                'z-50 flex flex-col overflow-hidden rounded-lg border border-subtle bg-surface text-base text-primary shadow-card',
                widthClassName,
              )}
              {...getFloatingProps()}
            >
              {children(() => {
                setIsOpen(false);
              })}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
