/** The snooze presets (spec §2: date presets and a picker): days from now, and their words. */
export const SNOOZE_PRESETS = [
  { days: 1, label: 'tomorrow' },
  { days: 3, label: 'threeDays' },
  { days: 7, label: 'week' },
  { days: 14, label: 'twoWeeks' },
] as const;

/** The moment a preset wakes a request: that many days on, at the start of that local day. */
export function snoozeUntil(days: number, now: Date = new Date()): string {
  const until = new Date(now);
  until.setDate(until.getDate() + days);
  until.setHours(0, 0, 0, 0);
  return until.toISOString();
}

/** A picked day (YYYY-MM-DD) as the start of that local day, or null when it is not ahead. */
export function snoozeUntilDay(day: string, now: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const until = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return until.getTime() > now.getTime() ? until.toISOString() : null;
}
