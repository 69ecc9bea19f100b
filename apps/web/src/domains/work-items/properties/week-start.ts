import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { useRootStore } from '#web/app/store-context';

/** Day of the week a week starts on: 0 Sunday … 6 Saturday (the profile's start_of_the_week). */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const WEEK_STARTS: readonly WeekStart[] = [0, 1, 2, 3, 4, 5, 6];

/** A profile's start_of_the_week as a week start; missing or outside 0–6 means the default. */
export function weekStartOf(value: number | null | undefined): WeekStart {
  return WEEK_STARTS.find((day) => day === value) ?? DEFAULT_START_OF_THE_WEEK;
}

/** The days of the week (0 Sunday … 6 Saturday) in the order a week starting on `start` runs. */
export function weekdayOrder(start: WeekStart): WeekStart[] {
  return WEEK_STARTS.map((offset) => WEEK_STARTS[(start + offset) % 7] ?? 0);
}

/** The week start of the signed-in person, from their profile (Sunday until it loads). */
export function useWeekStart(): WeekStart {
  const { user } = useRootStore();
  return weekStartOf(user.profile?.start_of_the_week);
}
