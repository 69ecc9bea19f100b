import type { EditableStateGroup } from './state-groups';

export interface StateGroupIconProps {
  group: EditableStateGroup;
  /** A state's own colour; without it the icon takes the text colour around it. */
  color?: string;
  size?: number;
  className?: string;
}

/**
 * The shape of a state group as Plane draws it: a dashed ring for backlog, a ring for unstarted,
 * a half-filled ring for started, a check for completed and a cross for cancelled.
 */
export function StateGroupIcon({ group, color, size = 14, className }: StateGroupIconProps) {
  const stroke = color ?? 'currentColor';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {group === 'backlog' && (
        <circle
          cx="8"
          cy="8"
          r="6.25"
          stroke={stroke}
          strokeWidth="1.5"
          strokeDasharray="2.2 1.7"
        />
      )}
      {group === 'unstarted' && <circle cx="8" cy="8" r="6.25" stroke={stroke} strokeWidth="1.5" />}
      {group === 'started' && (
        <>
          <circle cx="8" cy="8" r="6.25" stroke={stroke} strokeWidth="1.5" />
          <path d="M8 4a4 4 0 0 1 0 8Z" fill={stroke} />
        </>
      )}
      {group === 'completed' && (
        <>
          <circle cx="8" cy="8" r="7" fill={stroke} />
          <path
            d="m5.2 8.2 1.9 1.9 3.7-3.9"
            stroke="white"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
      {group === 'cancelled' && (
        <>
          <circle cx="8" cy="8" r="7" fill={stroke} />
          <path
            d="m5.6 5.6 4.8 4.8m0-4.8-4.8 4.8"
            stroke="white"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
