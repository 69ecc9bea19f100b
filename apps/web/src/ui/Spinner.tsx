import { cx } from './cx';

export interface SpinnerProps {
  /** Width and height in pixels. */
  size?: number;
  /** Announced to screen readers; without it the spinner is decorative (its control says why). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const spinner = (
    <svg
      viewBox="0 0 16 16"
      width={size}
      height={size}
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cx('animate-spin', className)}
    >
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2" />
      <path
        d="M14.5 8A6.5 6.5 0 0 0 8 1.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
  if (label === undefined) return spinner;
  return (
    <span role="status" className="inline-flex">
      {spinner}
      <span className="sr-only">{label}</span>
    </span>
  );
}
