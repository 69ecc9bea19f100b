import { z } from 'zod';
import { planePageSchema } from './pagination-wire';
import { INTAKE_DEFAULT_ORDER_BY as DEFAULT_ORDER, PRIORITIES } from './constants';
import { WorkItemDetailSchema, WorkItemNameSchema } from './work-items-wire';

/** Intake statuses as Plane numbers them (spec §4). */
export const INTAKE_STATUS = {
  pending: -2,
  declined: -1,
  snoozed: 0,
  accepted: 1,
  duplicate: 2,
} as const;
export type IntakeStatusName = keyof typeof INTAKE_STATUS;
export type IntakeStatus = (typeof INTAKE_STATUS)[IntakeStatusName];
export const INTAKE_STATUSES = Object.values(INTAKE_STATUS) as IntakeStatus[];

/** The intake screen's tabs (spec §2): open holds pending and snoozed, closed the rest. */
export const INTAKE_OPEN_STATUSES: readonly IntakeStatus[] = [
  INTAKE_STATUS.pending,
  INTAKE_STATUS.snoozed,
];
export const INTAKE_CLOSED_STATUSES: readonly IntakeStatus[] = [
  INTAKE_STATUS.accepted,
  INTAKE_STATUS.declined,
  INTAKE_STATUS.duplicate,
];

/** The names Plane's activity rows give the statuses (field `intake`). */
export const INTAKE_STATUS_ACTIVITY_NAMES: Record<IntakeStatus, string> = {
  [-2]: 'Pending',
  [-1]: 'Rejected',
  0: 'Snoozed',
  1: 'Accepted',
  2: 'Duplicate',
};

export function isIntakeStatus(value: number): value is IntakeStatus {
  return (INTAKE_STATUSES as number[]).includes(value);
}

/** Spec §9: intake pages of INTAKE_PAGE_SIZE (constants.ts), newest first; at most this many. */
export const INTAKE_MAX_PAGE_SIZE = 100;
export const INTAKE_ORDER_BY = [
  '-issue__created_at',
  'issue__created_at',
  '-issue__updated_at',
  'issue__updated_at',
  '-issue__sequence_id',
  'issue__sequence_id',
] as const;
export type IntakeOrderBy = (typeof INTAKE_ORDER_BY)[number];
export const INTAKE_ORDER_BY_DEFAULT: IntakeOrderBy = DEFAULT_ORDER;

/**
 * The status an item shows: a snoozed item whose time has passed is pending again (spec §4),
 * without anyone having to write it so.
 */
export function shownIntakeStatus(
  status: IntakeStatus,
  snoozedTill: string | null,
  now: Date,
): IntakeStatus {
  if (status !== INTAKE_STATUS.snoozed) return status;
  if (snoozedTill === null || new Date(snoozedTill).getTime() <= now.getTime())
    return INTAKE_STATUS.pending;
  return status;
}

const IntakeStatusSchema = z
  .number({ error: 'status must be one of -2, -1, 0, 1, 2' })
  .int('status must be one of -2, -1, 0, 1, 2')
  .refine(isIntakeStatus, 'status must be one of -2, -1, 0, 1, 2');

/** The request's work item as an intake list shows it (Plane's IssueIntakeSerializer, and more). */
export const IntakeWorkItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.enum(PRIORITIES),
  sequence_id: z.number(),
  project_id: z.string(),
  state_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  label_ids: z.array(z.string()),
  assignee_ids: z.array(z.string()),
  created_by: z.string().nullable(),
  description_html: z.string(),
});

/** A duplicate's original, as Plane names it (`duplicate_issue_detail`). */
export const IntakeDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
});

/** One intake item (Plane's IntakeIssueSerializer): its status and its work item. */
export const IntakeItemSchema = z.object({
  id: z.string(),
  status: z.number(),
  snoozed_till: z.string().nullable(),
  duplicate_to: z.string().nullable(),
  duplicate_issue_detail: IntakeDuplicateSchema.nullable(),
  source: z.string(),
  source_email: z.string().nullable(),
  issue: IntakeWorkItemSchema,
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IntakeItem = z.infer<typeof IntakeItemSchema>;

/** `GET …/intake-issues/{id}/`: the item with its work item's whole detail (Plane's detail). */
export const IntakeItemDetailSchema = IntakeItemSchema.extend({
  issue: WorkItemDetailSchema,
});
export type IntakeItemDetail = z.infer<typeof IntakeItemDetailSchema>;

/** Plane's paginator around a page of intake items (spec §5: stop at total_results). */
export const IntakeItemPageSchema = planePageSchema(IntakeItemSchema);
export type IntakeItemPage = z.infer<typeof IntakeItemPageSchema>;

const UuidCsv = (field: string) =>
  z
    .string()
    .trim()
    .max(4000, `${field} is too long`)
    .refine(
      (raw) =>
        raw
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .every((part) => z.uuid().safeParse(part).success),
      `${field} must be a comma-separated list of ids`,
    )
    .optional();

/** A day bound as Plane's filters write it: `2026-11-01;after`, `2026-11-30;before`, comma-joined. */
const DateRangeCsv = (field: string) =>
  z
    .string()
    .trim()
    .max(200, `${field} is too long`)
    .refine(
      (raw) =>
        raw
          .split(',')
          .filter((part) => part.trim() !== '')
          .every((part) => /^\d{4}-\d{2}-\d{2};(after|before)$/.test(part.trim())),
      `${field} must be days such as 2026-11-01;after or 2026-11-30;before`,
    )
    .optional();

/** `GET …/intake-issues/`: filters (comma lists), order and Plane's cursor perPage:page:offset. */
export const IntakeListQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .max(40, 'status is too long')
    .refine(
      (raw) =>
        raw
          .split(',')
          .filter((part) => part.trim() !== '')
          .every((part) => /^-?\d$/.test(part.trim()) && isIntakeStatus(Number(part))),
      'status must be a comma-separated list of -2, -1, 0, 1, 2',
    )
    .optional(),
  priority: z
    .string()
    .trim()
    .max(60, 'priority is too long')
    .refine(
      (raw) =>
        raw
          .split(',')
          .filter((part) => part.trim() !== '')
          .every((part) => (PRIORITIES as readonly string[]).includes(part.trim())),
      `priority must be a comma-separated list of ${PRIORITIES.join(', ')}`,
    )
    .optional(),
  labels: UuidCsv('labels'),
  assignees: UuidCsv('assignees'),
  created_by: UuidCsv('created_by'),
  created_at: DateRangeCsv('created_at'),
  updated_at: DateRangeCsv('updated_at'),
  order_by: z
    .enum(INTAKE_ORDER_BY, { error: `order_by must be one of ${INTAKE_ORDER_BY.join(', ')}` })
    .optional(),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(INTAKE_MAX_PAGE_SIZE, `per_page must be at most ${String(INTAKE_MAX_PAGE_SIZE)}`)
    .optional(),
  cursor: z.string().trim().max(40, 'cursor is too long').optional(),
});
export type IntakeListQuery = z.infer<typeof IntakeListQuerySchema>;

/** What a request's work item may hold when it is made or changed through the intake. */
const IntakeIssueFieldsSchema = z.object({
  description_html: z
    .string({ error: 'issue.description_html must be text' })
    .max(200_000, 'issue.description_html is too long')
    .nullable()
    .transform((html) => html ?? ''),
  priority: z.enum(PRIORITIES, {
    error: `issue.priority must be one of ${PRIORITIES.join(', ')}`,
  }),
  label_ids: z.array(z.uuid('issue.label_ids must be label ids')).max(100),
  assignee_ids: z.array(z.uuid('issue.assignee_ids must be user ids')).max(100),
});

/** `POST …/intake-issues/`: `{ issue: { name, … } }` (Plane). */
export const CreateIntakeItemBodySchema = z.object({
  issue: z.object(
    { name: WorkItemNameSchema, ...IntakeIssueFieldsSchema.partial().shape },
    { error: 'issue is required, with a name' },
  ),
});
export type CreateIntakeItemBody = z.infer<typeof CreateIntakeItemBodySchema>;

/** `PATCH …/intake-issues/{id}/`: the status fields, and the work item's own fields. */
export const UpdateIntakeItemBodySchema = z.object({
  status: IntakeStatusSchema.optional(),
  snoozed_till: z.iso
    .datetime({ offset: true, error: 'snoozed_till must be a date and time' })
    .nullable()
    .optional(),
  duplicate_to: z.uuid('duplicate_to must be a work item id').nullable().optional(),
  issue: z
    .object({ name: WorkItemNameSchema, ...IntakeIssueFieldsSchema.shape })
    .partial()
    .optional(),
});
export type UpdateIntakeItemBody = z.infer<typeof UpdateIntakeItemBodySchema>;

export const IntakeItemParamsSchema = z.object({
  slug: z.string(),
  projectId: z.string(),
  id: z.string(),
});

/**
 * `GET …/intakes/` (and `inboxes/`): the project's one intake (Plane's Intake). Keel keeps no
 * separate row: its id is the project's.
 */
export const IntakeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  project: z.string(),
  workspace: z.string(),
  pending_issue_count: z.number(),
  view_props: z.record(z.string(), z.unknown()),
  logo_props: z.record(z.string(), z.unknown()),
});
export type Intake = z.infer<typeof IntakeSchema>;
