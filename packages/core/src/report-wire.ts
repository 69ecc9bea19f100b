import { z } from 'zod';
import { DEFAULT_REPORT_PERIOD } from './constants';

/** Periods the workspace report covers; this_week by default (spec §9). */
export const REPORT_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_7_days',
  'last_30_days',
  'custom',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** DEFAULT_REPORT_PERIOD (constants) must be one of them. */
const DEFAULT_PERIOD: ReportPeriod = DEFAULT_REPORT_PERIOD;

/** What the report groups work items by (spec §7: by assignee). */
export const REPORT_GROUPINGS = ['assignee'] as const;

/** Longest custom period, in days: a report over more reads too much for a screen. */
export const REPORT_MAX_CUSTOM_DAYS = 366;

/**
 * `GET workspaces/{slug}/issues/report/?period=&start_date=&end_date=&group_by=assignee`.
 * A custom period needs both days (inclusive, YYYY-MM-DD).
 */
export const WorkspaceReportQuerySchema = z
  .object({
    period: z
      .enum(REPORT_PERIODS, { error: `period must be one of ${REPORT_PERIODS.join(', ')}` })
      .default(DEFAULT_PERIOD),
    start_date: z.iso.date({ error: 'start_date must be a day as YYYY-MM-DD' }).optional(),
    end_date: z.iso.date({ error: 'end_date must be a day as YYYY-MM-DD' }).optional(),
    group_by: z.enum(REPORT_GROUPINGS, { error: 'group_by must be assignee' }).default('assignee'),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.start_date)
      context.addIssue({ code: 'custom', path: ['start_date'], message: 'start_date is required' });
    else if (!query.end_date)
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'end_date is required' });
    else if (query.end_date < query.start_date)
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'end_date must not be before start_date',
      });
    else if (daysBetween(query.start_date, query.end_date) >= REPORT_MAX_CUSTOM_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `The period must be at most ${REPORT_MAX_CUSTOM_DAYS} days`,
      });
  });
export type WorkspaceReportQuery = z.infer<typeof WorkspaceReportQuerySchema>;

const DAY_MS = 86_400_000;

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function daysBetween(start: string, end: string): number {
  return Math.round((dayStart(end).getTime() - dayStart(start).getTime()) / DAY_MS);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return isoDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/**
 * The days a report period covers, both ends included, in UTC calendar days: weeks begin on
 * `weekStart` (0 Sunday … 6 Saturday, the person's start_of_the_week), months on their first day.
 */
export function reportPeriodDays(
  query: Pick<WorkspaceReportQuery, 'period' | 'start_date' | 'end_date'>,
  now: Date,
  weekStart: number,
): { start: string; end: string } {
  const today = isoDay(now);
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
  const weekOffset = (now.getUTCDay() - weekStart + 7) % 7;
  const thisWeek = addDays(today, -weekOffset);
  switch (query.period) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'this_week':
      return { start: thisWeek, end: addDays(thisWeek, 6) };
    case 'last_week':
      return { start: addDays(thisWeek, -7), end: addDays(thisWeek, -1) };
    case 'this_month':
      return {
        start: isoDay(new Date(Date.UTC(year, month, 1))),
        end: isoDay(new Date(Date.UTC(year, month + 1, 0))),
      };
    case 'last_month':
      return {
        start: isoDay(new Date(Date.UTC(year, month - 1, 1))),
        end: isoDay(new Date(Date.UTC(year, month, 0))),
      };
    case 'last_7_days':
      return { start: addDays(today, -6), end: today };
    case 'last_30_days':
      return { start: addDays(today, -29), end: today };
    case 'custom':
      return { start: query.start_date ?? today, end: query.end_date ?? today };
  }
}

/** One row of the report: a person (null: unassigned items) and their items in the period. */
export const ReportRowSchema = z.object({
  assignee_id: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Items assigned to them created in the period. */
  created_issues: z.number().int(),
  /** Items assigned to them completed in the period. */
  completed_issues: z.number().int(),
  /** Items assigned to them still open (not completed or cancelled) now. */
  pending_issues: z.number().int(),
  /** Of the pending items, those whose target date lies before today. */
  overdue_issues: z.number().int(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const WorkspaceReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  start_date: z.string(),
  end_date: z.string(),
  group_by: z.enum(REPORT_GROUPINGS),
  /** Most completed first, then by name; unassigned last. */
  results: z.array(ReportRowSchema),
  totals: ReportRowSchema.omit({ assignee_id: true, display_name: true, avatar: true }),
});
export type WorkspaceReport = z.infer<typeof WorkspaceReportSchema>;
