/** The frame every popover, menu and picker shares. */
export const popoverSurfaceClassName =
  'z-popover rounded-lg border border-subtle bg-surface text-base text-primary shadow-card';
