import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { controlClassName } from './field-styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input in the danger colour, and announced with it; null or '' when none. */
  error?: string | null | undefined;
  /** Quieter help under the input, shown when there is no error. */
  hint?: ReactNode;
  /** Content at the right of the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Content inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
  /** Keeps the label for screen readers only, for rows whose column header says it already. */
  isLabelHidden?: boolean;
  id?: string;
}

/** A labelled input with its error or hint beneath, wired up for screen readers. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  trailing,
  isLabelHidden = false,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const hasError = error !== undefined && error !== null && error !== '';
  const hasMessage = hasError || (hint !== undefined && hint !== null);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className={isLabelHidden ? 'sr-only' : 'flex items-baseline justify-between gap-2'}>
        <label htmlFor={inputId} className="text-sm font-medium text-secondary">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={hasError || undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          className={cx(controlClassName(hasError), 'w-full', trailing !== undefined && 'pr-9')}
          {...rest}
        />
        {trailing !== undefined && (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        )}
      </div>
      {hasError ? (
        <p id={messageId} className="flex items-start gap-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        hasMessage && (
          <div id={messageId} className="text-sm text-tertiary">
            {hint}
          </div>
        )
      )}
    </div>
  );
}
