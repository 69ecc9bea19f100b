import { AppError, type UpdateWorkItemBody, WORK_ITEM_DATE_ORDER_MESSAGE } from '@keel/core';
import type { Executor } from '#server/db/executor';
import {
  activeProjectMemberIds,
  ancestorIds,
  existingCatalogueIds,
  existingLabelIds,
  isActiveEstimatePoint,
  projectStates,
  workItemInProject,
} from './references.queries';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message: `${field}: ${message}`, field });

/** The project a write happens in, with what its references are checked against. */
export interface ReferenceScope {
  projectId: string;
  budgetSourceOptions: string[];
  /** The item being edited, so that it cannot become its own ancestor. */
  itemId?: string;
}

/**
 * Checks that every id a create or edit names belongs to the project: its live states, labels,
 * active members, the active estimate's points, its shops and customers, and a parent in the same
 * project that would not make a loop. Answers the group of the state named, if one was.
 */
export async function checkReferences(
  db: Executor,
  scope: ReferenceScope,
  body: UpdateWorkItemBody,
): Promise<{ stateGroup?: string }> {
  const { projectId } = scope;
  const result: { stateGroup?: string } = {};
  if (body.state_id) {
    const group = (await projectStates(db, projectId, [body.state_id])).get(body.state_id);
    if (group === undefined) throw invalid('state_id', 'Must be a state of this project');
    result.stateGroup = group;
  }
  if (body.label_ids) {
    const found = await existingLabelIds(db, projectId, body.label_ids);
    if (body.label_ids.some((id) => !found.has(id)))
      throw invalid('label_ids', 'Must be labels of this project');
  }
  if (body.assignee_ids) {
    const found = await activeProjectMemberIds(db, projectId, body.assignee_ids);
    if (body.assignee_ids.some((id) => !found.has(id)))
      throw invalid('assignee_ids', 'Must be members of this project');
  }
  if (body.estimate_point && !(await isActiveEstimatePoint(db, projectId, body.estimate_point)))
    throw invalid('estimate_point', "Must be a point of the project's active estimate");
  for (const [field, catalogue, ids] of [
    ['shop', 'shops', body.shop ? [body.shop] : []],
    ['shops', 'shops', body.shops ?? []],
    ['customer', 'customers', body.customer ? [body.customer] : []],
    ['customers', 'customers', body.customers ?? []],
  ] as const) {
    const found = await existingCatalogueIds(db, catalogue, projectId, ids);
    if (ids.some((id) => !found.has(id)))
      throw invalid(field, `Must be ${catalogue} of this project`);
  }
  // An empty (or blank, once trimmed) source is refused like any other: null clears it.
  if (
    typeof body.budget_source === 'string' &&
    !scope.budgetSourceOptions.includes(body.budget_source)
  )
    throw invalid('budget_source', "Must be one of the project's budget sources");
  if (body.parent_id) {
    if (body.parent_id === scope.itemId)
      throw invalid('parent_id', 'A work item cannot be its own parent');
    if (!(await workItemInProject(db, projectId, body.parent_id)))
      throw invalid('parent_id', 'Must be a work item of this project');
    if (scope.itemId && (await ancestorIds(db, projectId, body.parent_id)).includes(scope.itemId))
      throw invalid('parent_id', 'A work item cannot be placed under its own sub-item');
  }
  return result;
}

/** start_date may not be after target_date, comparing the values the item will have. */
export function checkDates(startDate: string | null, targetDate: string | null): void {
  if (startDate !== null && targetDate !== null && startDate > targetDate)
    throw invalid('start_date', WORK_ITEM_DATE_ORDER_MESSAGE);
}
