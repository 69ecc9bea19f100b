import {
  type CreateWorkItemBody,
  hasRole,
  isBlankHtml,
  MAX_WORK_ITEM_NAME_LENGTH,
  type Priority,
  type Project,
  ROLE,
  type State,
} from '@keel/core';
import { i18n } from '#web/lib/i18n';
import {
  businessCreateFields,
  type BusinessValues,
  EMPTY_BUSINESS_VALUES,
} from '../properties/business/business-fields';

/** What the create dialog holds before it sends anything. */
export interface CreateWorkItemValues {
  title: string;
  /** The editor's HTML ('' until something is typed); sent as description_html unless blank. */
  description: string;
  stateId: string | null;
  priority: Priority;
  assigneeIds: string[];
  labelIds: string[];
  /** YYYY-MM-DD or null, as the API writes days. */
  startDate: string | null;
  targetDate: string | null;
  estimatePointId: string | null;
  /** The cycle and modules the item starts in (the list's own in a cycle or module list). */
  cycleId: string | null;
  moduleIds: string[];
  /** Shop, customers, budget source, revision: sent only when chosen. */
  business: BusinessValues;
}

/** The name a draft saved on close gets when nothing was typed into the title. */
/** The name a draft saved without a title gets, in the interface's language ("Untitled"). */
export function untitledDraftName(): string {
  return i18n.t('work-item-create:untitled');
}

/** A blank form: the project's default state, no priority, nothing else chosen. */
export function emptyValues(stateId: string | null): CreateWorkItemValues {
  return {
    title: '',
    description: '',
    stateId,
    priority: 'none',
    assigneeIds: [],
    labelIds: [],
    startDate: null,
    targetDate: null,
    estimatePointId: null,
    cycleId: null,
    moduleIds: [],
    business: EMPTY_BUSINESS_VALUES,
  };
}

/** A blank form in the list of one cycle or module: the item starts in it. */
export function scopedEmptyValues(
  stateId: string | null,
  scope: { kind: 'cycle' | 'module'; id: string } | null,
): CreateWorkItemValues {
  const values = emptyValues(stateId);
  if (scope?.kind === 'cycle') return { ...values, cycleId: scope.id };
  if (scope?.kind === 'module') return { ...values, moduleIds: [scope.id] };
  return values;
}

/** The state a new item starts in: the one marked default, else the first open one. */
export function defaultStateId(states: readonly State[]): string | null {
  return (
    states.find((state) => state.default)?.id ??
    states.find((state) => state.group === 'unstarted')?.id ??
    states[0]?.id ??
    null
  );
}

/** The projects the viewer may create work items in: active ones where they are at least member. */
export function creatableProjects(projects: readonly Project[]): Project[] {
  return projects.filter(
    (project) => project.archived_at === null && hasRole(project.member_role, ROLE.member),
  );
}

/** The title's problem, in the words shown under it; null when it is fine. */
export function titleError(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return i18n.t('work-item-create:title.required');
  if (trimmed.length > MAX_WORK_ITEM_NAME_LENGTH)
    return i18n.t('work-item-create:title.tooLong', { max: MAX_WORK_ITEM_NAME_LENGTH });
  return null;
}

/** Whether the title is longer than the server takes. */
export function isTitleTooLong(title: string): boolean {
  return title.trim().length > MAX_WORK_ITEM_NAME_LENGTH;
}

/** From this many characters the title field shows its count against the limit. */
export const TITLE_COUNTER_FROM = Math.floor(MAX_WORK_ITEM_NAME_LENGTH * 0.8);

/** "260/255" under a title near or over the limit; null while it is short. */
export function titleCount(title: string): string | null {
  const length = title.trim().length;
  return length < TITLE_COUNTER_FROM
    ? null
    : `${String(length)}/${String(MAX_WORK_ITEM_NAME_LENGTH)}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The title cut to the limit the server counts (UTF-16 units), never through a surrogate pair. */
function cutToLimit(title: string): string {
  const cut = title.slice(0, MAX_WORK_ITEM_NAME_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
}

/**
 * The values a draft saved on close is sent with. A title over the limit (the server would refuse
 * it) is cut to fit, and the whole title leads the description, so nothing typed is lost;
 * `isShortened` says that happened, so the person can be told.
 */
export function fittingDraftValues(values: CreateWorkItemValues): {
  values: CreateWorkItemValues;
  isShortened: boolean;
} {
  const title = values.title.trim();
  if (!isTitleTooLong(title)) return { values, isShortened: false };
  const description = isBlankHtml(values.description) ? '' : values.description;
  return {
    values: {
      ...values,
      title: cutToLimit(title),
      description: `<p>${escapeHtml(title)}</p>${description}`,
    },
    isShortened: true,
  };
}

/** Whether closing should keep the text as a draft: something was typed in title or description. */
export function hasTypedText(values: Pick<CreateWorkItemValues, 'title' | 'description'>) {
  return values.title.trim() !== '' || !isBlankHtml(values.description);
}

/** The request body for the values; an empty title becomes "Untitled" (drafts saved on close). */
export function createBody(values: CreateWorkItemValues): CreateWorkItemBody {
  return {
    name: values.title.trim() === '' ? untitledDraftName() : values.title.trim(),
    ...(isBlankHtml(values.description) ? {} : { description_html: values.description }),
    state_id: values.stateId,
    priority: values.priority,
    assignee_ids: values.assigneeIds,
    label_ids: values.labelIds,
    start_date: values.startDate,
    target_date: values.targetDate,
    estimate_point: values.estimatePointId,
    ...(values.cycleId === null ? {} : { cycle_id: values.cycleId }),
    ...(values.moduleIds.length === 0 ? {} : { module_ids: values.moduleIds }),
    ...businessCreateFields(values.business),
  };
}

/** After a create with "Create more" on: the text goes, the chosen properties stay. */
export function valuesForNext(values: CreateWorkItemValues): CreateWorkItemValues {
  return { ...values, title: '', description: '' };
}
