import { i18n } from '#web/lib/i18n';

/** "Good morning" and so on, by the hour of the day (0–23) where the reader is. */
export function greetingForHour(hour: number): string {
  if (hour >= 5 && hour < 12) return i18n.t('workspaces:home.morning');
  if (hour >= 12 && hour < 18) return i18n.t('workspaces:home.afternoon');
  return i18n.t('workspaces:home.evening');
}
