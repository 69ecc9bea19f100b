/** The colours a sticky may be painted (the keys Plane stores in background_color). */
export const STICKY_COLORS = [
  'gray',
  'peach',
  'pink',
  'orange',
  'green',
  'light-blue',
  'dark-blue',
  'purple',
] as const;
export type StickyColor = (typeof STICKY_COLORS)[number];

/** A new sticky's colour, and the one shown for a sticky that has none. */
export const DEFAULT_STICKY_COLOR: StickyColor = 'orange';

/** Whole class names, so that Tailwind finds each one in the source. */
const BACKGROUNDS: Record<StickyColor, string> = {
  gray: 'bg-sticky-gray',
  peach: 'bg-sticky-peach',
  pink: 'bg-sticky-pink',
  orange: 'bg-sticky-orange',
  green: 'bg-sticky-green',
  'light-blue': 'bg-sticky-light-blue',
  'dark-blue': 'bg-sticky-dark-blue',
  purple: 'bg-sticky-purple',
};

export function isStickyColor(value: string | null | undefined): value is StickyColor {
  return (STICKY_COLORS as readonly (string | null | undefined)[]).includes(value);
}

/** The sticky's colour as one of ours: an unknown or missing value shows as the default. */
export function stickyColorOf(value: string | null | undefined): StickyColor {
  return isStickyColor(value) ? value : DEFAULT_STICKY_COLOR;
}

export function stickyBackgroundClass(value: string | null | undefined): string {
  return BACKGROUNDS[stickyColorOf(value)];
}
