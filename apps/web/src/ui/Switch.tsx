import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface SwitchProps extends Omit<
  ComponentProps<'button'>,
  'onChange' | 'children' | 'role'
> {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** Shows a spinner in the knob and ignores clicks while the change is being saved. */
  isBusy?: boolean;
}

/**
 * An on/off setting that takes effect at once (a button with role="switch"). Name it with
 * aria-label or aria-labelledby; describe it with aria-describedby.
 */
export function Switch({
  isOn,
  onChange,
  isBusy = false,
  disabled,
  className,
  type = 'button',
  ...rest
}: SwitchProps) {
  return (
    <button
      type={type}
      role="switch"
      aria-checked={isOn}
      aria-busy={isBusy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!isBusy) onChange(!isOn);
      }}
      className={cx(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50',
        isOn
          ? 'border-transparent bg-accent hover:bg-accent-hover'
          : 'border-strong bg-surface-hover hover:border-tertiary',
        isBusy && 'cursor-progress',
        className,
      )}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex size-4 items-center justify-center rounded-full bg-on-accent shadow-xs transition-transform duration-150 motion-reduce:transition-none',
          isOn ? 'translate-x-[17px]' : 'translate-x-px',
        )}
      >
        {isBusy && <Spinner size={10} className="text-tertiary" />}
      </span>
    </button>
  );
}
