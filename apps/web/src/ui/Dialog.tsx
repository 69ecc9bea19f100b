import { useTranslation } from 'react-i18next';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Room for forms with several columns. */
  isWide?: boolean;
  /**
   * Asked before Escape, the close button or a click outside closes the dialog; answering false
   * keeps it open (a form whose text could not be kept). The browser may still close it on a
   * second Escape in a row, and `onClose` then runs.
   */
  canClose?: () => boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the opener, so none of that is written here.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  isWide = false,
  canClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const requestClose = () => {
    if (canClose === undefined || canClose()) onClose();
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element, the close button; a form's first field
      // (or an element marked data-autofocus) is where typing should start.
      dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea')?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  const { t } = useTranslation(['ui', 'common']);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (canClose !== undefined && !canClose()) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) requestClose();
      }}
      className={cx(
        'm-auto w-full rounded-xl border border-subtle bg-surface p-0 text-primary shadow-card backdrop:bg-scrim',
        isWide ? 'max-w-lg' : 'max-w-md',
        // Phones: a full-width sheet from the bottom of the screen.
        'max-md:mb-0 max-md:max-h-[92dvh] max-md:max-w-full max-md:rounded-b-none max-md:border-x-0 max-md:border-b-0',
      )}
    >
      {isOpen && (
        <div className="p-4 md:p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold text-primary">
                {title}
              </h2>
              {description !== undefined && (
                <div className="mt-1 text-base text-secondary">{description}</div>
              )}
            </div>
            <button
              type="button"
              aria-label={t('common:close')}
              onClick={requestClose}
              className="-mr-1 -mt-1 flex size-7 items-center touch:size-10 justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary"
            >
              <Icon name="x" size={15} />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
