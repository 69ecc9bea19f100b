import { AppError, endOfDayIn, inputCalendarDay, rangesOverlap, startOfDayIn } from '@keel/core';
import type { Executor } from '#server/db/executor';
import { datedCyclesOfProject } from './cycles.queries';

/** A cycle's dates: both instants or both null. */
export interface CycleDates {
  start_date: Date | null;
  end_date: Date | null;
}

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { field, message });
}

/** A date input as the start or end instant of its day in the project's time zone. */
function boundary(
  input: string | null,
  field: 'start_date' | 'end_date',
  timeZone: string,
): Date | null {
  if (input === null) return null;
  const day = inputCalendarDay(input, timeZone);
  if (!day) throw refuse(field, `${field}: Enter a date as YYYY-MM-DD or an ISO datetime`);
  return field === 'start_date' ? startOfDayIn(day, timeZone) : endOfDayIn(day, timeZone);
}

/**
 * The dates a create or edit leaves the cycle with: each given input normalised to the project
 * time zone's day boundaries, the others as they were. Refuses one date without the other and an
 * end before the start.
 */
export function resolveCycleDates(
  input: { start_date?: string | null | undefined; end_date?: string | null | undefined },
  current: CycleDates,
  timeZone: string,
): CycleDates {
  const start =
    input.start_date === undefined
      ? current.start_date
      : boundary(input.start_date, 'start_date', timeZone);
  const end =
    input.end_date === undefined
      ? current.end_date
      : boundary(input.end_date, 'end_date', timeZone);
  if ((start === null) !== (end === null)) {
    const missing = start === null ? 'start_date' : 'end_date';
    throw refuse(missing, 'Give both the start date and the end date, or neither.');
  }
  if (start && end && end.getTime() < start.getTime())
    throw refuse('end_date', 'The end date cannot be before the start date.');
  return { start_date: start, end_date: end };
}

/**
 * Refuses dates that overlap another live cycle of the project (400 on start_date naming that
 * cycle). `exceptId` is the cycle being edited.
 */
export async function assertDatesFree(
  db: Executor,
  projectId: string,
  dates: CycleDates,
  exceptId?: string,
): Promise<void> {
  const { start_date: start, end_date: end } = dates;
  if (!start || !end) return;
  const others = await datedCyclesOfProject(db, projectId, exceptId);
  const clash = others.find(
    (other) =>
      other.start_date &&
      other.end_date &&
      rangesOverlap({ start, end }, { start: other.start_date, end: other.end_date }),
  );
  if (clash) throw refuse('start_date', `The date range overlaps the cycle "${clash.name}".`);
}
