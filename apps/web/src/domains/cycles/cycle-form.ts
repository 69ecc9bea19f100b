import type { CycleBody } from './cycles-wire';
import { overlappingRanges, type TakenRange } from './cycle-dates';

/** Longest cycle name the server takes. */
export const CYCLE_NAME_MAX = 255;

export interface CycleFormValues {
  name: string;
  description: string;
  /** "YYYY-MM-DD" or ''. */
  start: string;
  end: string;
  ownerId: string | null;
}

export type CycleFormErrorKey = 'nameRequired' | 'nameTooLong' | 'bothDates' | 'endBeforeStart';

export interface CycleFormProblems {
  name?: CycleFormErrorKey;
  dates?: CycleFormErrorKey;
  /** The cycle whose days the range would take. */
  overlap?: TakenRange;
}

/** What is wrong with the form before anything is sent (the server checks again). */
export function checkCycleForm(values: CycleFormValues, taken: readonly TakenRange[]) {
  const problems: CycleFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > CYCLE_NAME_MAX) problems.name = 'nameTooLong';
  if ((values.start === '') !== (values.end === '')) problems.dates = 'bothDates';
  else if (values.start !== '' && values.end < values.start) problems.dates = 'endBeforeStart';
  else {
    const overlap = overlappingRanges(values.start, values.end, taken)[0];
    if (overlap) problems.overlap = overlap;
  }
  return problems;
}

/** The body create and edit send: dates as days, or null for a draft. */
export function cycleBody(values: CycleFormValues): CycleBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    start_date: values.start === '' ? null : values.start,
    end_date: values.end === '' ? null : values.end,
    owned_by_id: values.ownerId,
  };
}
