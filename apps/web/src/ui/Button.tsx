import type { ComponentProps, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-styles';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner in place of the leading icon while work is under way. */
  isLoading?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

/**
 * The one button of the product. React 19 passes `ref` as an ordinary prop, so a ref given here
 * reaches the <button> element without forwardRef.
 */
export function Button({
  variant,
  size,
  isLoading = false,
  leadingIcon,
  trailingIcon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || isLoading}
      aria-busy={isLoading || undefined}
      className={cx(
        buttonClassName({ variant, size }),
        disabled === true && !isLoading && 'opacity-50',
        className,
      )}
      {...rest}
    >
      {isLoading ? <Spinner size={size === 'lg' ? 16 : 14} /> : leadingIcon}
      {children}
      {trailingIcon}
    </button>
  );
}
