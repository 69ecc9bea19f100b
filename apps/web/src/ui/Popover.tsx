import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  type Placement,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  type VirtualElement,
} from '@floating-ui/react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { cx } from './cx';

/** How far a popover keeps from the window's edges, in px. */
const EDGE_PADDING = 8;

/** The frame every popover, menu and picker shares. */
export const popoverSurfaceClassName =
  'z-popover rounded-lg border border-subtle bg-surface text-base text-primary shadow-card';

export type PopoverRole = 'dialog' | 'menu' | 'listbox';

export interface PopoverProps {
  /**
   * What the popover hangs from: its trigger, or a point such as the caret (whose
   * `contextElement` tells the dialog it sits in).
   */
  anchor: HTMLElement | VirtualElement;
  /**
   * Asked to close: Escape (which first gives focus back to the anchor), a click outside, or focus
   * leaving it (which leave focus where it went).
   */
  onClose: () => void;
  id?: string;
  /** Names the popover for assistive technology. */
  label?: string;
  /** `null` when the panel only holds a labelled list of its own (a select's filter and list). */
  role?: PopoverRole | null;
  placement?: Placement;
  /** The gap to the anchor, in px. */
  gap?: number;
  /**
   * Where focus lands as it opens: an element, or the index of a tabbable one (0, the first, by
   * default). `false` leaves focus where it is (a list under the caret of an editor).
   */
  initialFocus?: number | RefObject<HTMLElement | null> | false;
  /** `false`: only its owner closes it (a list that follows the caret of an editor). */
  isDismissable?: boolean;
  /** The popover is at least as wide as its anchor (a select's list). */
  matchAnchorWidth?: boolean;
  /** The most height the popover may take, in px; the room on its side of the anchor otherwise. */
  maxHeight?: number;
  /** The least height it keeps when the room is short, in px (it flips first). */
  minHeight?: number;
  /** Size, padding and scrolling; the frame is shared. */
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The one floating panel behind every menu, picker and popover: anchored next to its trigger
 * (flipping and shifting so that it never leaves the window, and no wider than the window on a
 * phone), in a portal so that rows, cards and scrolling columns never clip it (inside the modal
 * <dialog> it was opened from, which keeps the rest of the page inert), focus moved in and given
 * back to the trigger, closed by Escape (never the dialog around it) or a click outside. Mount it
 * only while open: the positioning machinery then costs nothing for a screen of closed triggers.
 */
export function Popover({
  anchor,
  onClose,
  id,
  label,
  role = 'dialog',
  placement = 'bottom-start',
  gap = 4,
  initialFocus = 0,
  isDismissable = true,
  matchAnchorWidth = false,
  maxHeight,
  minHeight = 160,
  className,
  onKeyDown,
  children,
}: PopoverProps) {
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const modal = (anchor instanceof Element ? anchor : anchor.contextElement)?.closest('dialog');
  const element = anchor instanceof Element ? anchor : null;
  const { floatingStyles, context, refs } = useFloating({
    elements: { reference: element, floating },
    open: true,
    strategy: modal || !(anchor instanceof Element) ? 'fixed' : 'absolute',
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: EDGE_PADDING }),
      shift({ padding: EDGE_PADDING }),
      size({
        padding: EDGE_PADDING,
        apply({ availableHeight, rects, elements }) {
          const room = Math.max(minHeight, availableHeight);
          const style = elements.floating.style;
          style.maxHeight = `${String(Math.min(maxHeight ?? room, room))}px`;
          style.maxWidth = `${String(window.innerWidth - 2 * EDGE_PADDING)}px`;
          if (matchAnchorWidth) style.minWidth = `${String(rects.reference.width)}px`;
        },
      }),
    ],
  });
  useLayoutEffect(() => {
    if (element === null) refs.setPositionReference(anchor);
  }, [anchor, element, refs]);
  const { getFloatingProps } = useInteractions([useDismiss(context, { enabled: isDismissable })]);
  const panel = (
    <div
      ref={setFloating}
      style={floatingStyles}
      className={cx(popoverSurfaceClassName, className)}
      {...getFloatingProps({
        // Kept from the row, card or cell around the trigger, which would open or drag.
        onPointerDown(event) {
          event.stopPropagation();
        },
        onClick(event) {
          event.stopPropagation();
        },
        onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
          onKeyDown?.(event);
          // Escape closes the popover only, never the dialog it was opened from.
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          event.stopPropagation();
          if (anchor instanceof HTMLElement) anchor.focus();
          onClose();
        },
      })}
      id={id}
      role={role ?? undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
  return (
    <FloatingPortal {...(modal ? { root: modal } : {})}>
      {initialFocus === false ? (
        panel
      ) : (
        // Focus goes back by hand (Escape, or a choice made: usePopover's `close`), before what
        // the choice opens takes it: the manager's own return comes a tick late and would steal it.
        <FloatingFocusManager
          context={context}
          modal={false}
          returnFocus={false}
          initialFocus={initialFocus}
        >
          {panel}
        </FloatingFocusManager>
      )}
    </FloatingPortal>
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
    },
  };
}
