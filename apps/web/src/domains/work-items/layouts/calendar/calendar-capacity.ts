/** Height of a chip and the gap between chips in a day, in CSS pixels. */
export const CHIP_HEIGHT = 24;
export const CHIP_GAP = 4;

/**
 * What a month cell shows: as many chips as fit its height, the last slot going to "+N more"
 * when the day holds more (loaded or on the server) than fit.
 */
export function visibleChipCount(options: {
  /** Height available for chips, in CSS pixels. */
  height: number;
  loaded: number;
  /** Items of the day the server holds beyond those loaded. */
  remaining: number;
}): number {
  const slots = Math.max(1, Math.floor((options.height + CHIP_GAP) / (CHIP_HEIGHT + CHIP_GAP)));
  if (options.loaded + options.remaining <= slots) return options.loaded;
  return Math.min(options.loaded, Math.max(0, slots - 1));
}
