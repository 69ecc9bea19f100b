import { type KeyboardEvent, lazy, Suspense, useCallback, useId, useState } from 'react';
import type { PopoverProps, PopoverRole } from './PopoverPanel';

export { popoverSurfaceClassName } from './popover-surface';
export type { PopoverProps, PopoverRole };

/* floating-ui (positioning, focus, dismissal) arrives with the first popover opened, not with the
   first page; a trigger's hover or focus starts fetching it (usePopover), so it is usually here. */
const loadPanel = () => import('./PopoverPanel');
const PopoverPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));

function preloadPanel(): void {
  loadPanel().catch(() => undefined);
}

/**
 * The one floating panel behind every menu, picker and popover (see PopoverPanel): anchored next
 * to its trigger, in a portal, focus moved in and given back, closed by Escape or a click outside.
 * Mount it only while open.
 */
export function Popover(props: PopoverProps) {
  return (
    <Suspense fallback={null}>
      <PopoverPanel {...props} />
    </Suspense>
  );
}

/** What a trigger spreads on its button to open a popover. */
export interface PopoverTriggerProps {
  ref: (node: HTMLElement | null) => void;
  'aria-haspopup': PopoverRole;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export interface PopoverState {
  isOpen: boolean;
  /** The trigger, once drawn; the popover's anchor. */
  anchor: HTMLElement | null;
  /** The popover's id, for the trigger's aria-controls. */
  id: string;
  open: () => void;
  /** Closes after a choice, giving focus back to the trigger (what the choice opens may take it). */
  close: () => void;
  /** Closes and leaves focus where it is: the popover's `onClose`. */
  dismiss: () => void;
  triggerProps: PopoverTriggerProps;
}

/**
 * The open state of a popover and the props of its trigger: a click toggles it, ArrowDown (and
 * ArrowUp) open it from the keyboard. Cheap enough for every row of a list.
 */
export function usePopover({
  role = 'dialog',
  isDisabled = false,
  onOpen,
}: { role?: PopoverRole; isDisabled?: boolean; onOpen?: () => void } = {}): PopoverState {
  const [isOpen, setIsOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = () => {
    if (isDisabled) return;
    onOpen?.();
    setIsOpen(true);
  };
  const dismiss = useCallback(() => {
    setIsOpen(false);
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    anchor?.focus();
  }, [anchor]);
  return {
    isOpen,
    anchor,
    id,
    open,
    close,
    dismiss,
    triggerProps: {
      ref: setAnchor,
      'aria-haspopup': role,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? id : undefined,
      onClick: () => {
        if (isOpen) dismiss();
        else open();
      },
      onKeyDown: (event) => {
        if (isOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        open();
      },
      onPointerEnter: preloadPanel,
      onFocus: preloadPanel,
    },
  };
}
