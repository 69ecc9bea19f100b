import type { ComponentProps, ReactNode } from 'react';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { Spinner } from '#web/ui/Spinner';

export interface BarButtonProps extends Omit<ComponentProps<'button'>, 'disabled'> {
  icon: IconName;
  children: ReactNode;
  tone?: 'neutral' | 'danger';
  /**
   * Why the action is not available. The button stays focusable (aria-disabled) so that the
   * reason, shown as its tooltip and description, can be read by pointer and keyboard alike.
   */
  unavailableReason?: string | null;
  isBusy?: boolean;
}

/** A quiet action of the bulk bar: an icon and a word, tinted on hover. */
export function BarButton({
  icon,
  children,
  tone = 'neutral',
  unavailableReason = null,
  isBusy = false,
  onClick,
  className,
  title,
  ...rest
}: BarButtonProps) {
  const isUnavailable = unavailableReason !== null || isBusy;
  return (
    <button
      type="button"
      aria-disabled={isUnavailable || undefined}
      aria-busy={isBusy || undefined}
      aria-description={unavailableReason ?? undefined}
      title={unavailableReason ?? title}
      onClick={(event) => {
        if (!isUnavailable) onClick?.(event);
      }}
      className={cx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-base text-secondary outline-none transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        isUnavailable
          ? 'cursor-not-allowed opacity-50'
          : cx(
              'cursor-pointer hover:bg-surface-hover',
              tone === 'danger' ? 'hover:text-danger' : 'hover:text-primary',
            ),
        className,
      )}
      {...rest}
    >
      {isBusy ? <Spinner size={14} /> : <Icon name={icon} size={14} />}
      {children}
    </button>
  );
}
