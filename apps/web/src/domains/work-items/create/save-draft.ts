import type { WorkItem } from '@keel/core';
import { i18n } from '#web/lib/i18n';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import type { WorkItemsScreenModel } from '../work-items-screen-model';
import { createBody, type CreateWorkItemValues, fittingDraftValues } from './create-work-item-form';
import { errorMessage } from '#web/lib/api-error';

/** The server's words for a refusal, or a plain sentence when it gave none. */
export function failureMessage(failure: unknown, fallback: string): string {
  return errorMessage(failure, fallback);
}

/**
 * Saves the values as a draft of the project. On the drafts screen the draft joins the list at
 * once; elsewhere it waits there, out of the project's lists.
 */
export async function saveDraft(
  model: WorkItemsScreenModel,
  projectId: string,
  values: CreateWorkItemValues,
): Promise<WorkItem> {
  return model.store.createDraft(model.slug, { ...createBody(values), project_id: projectId });
}

/**
 * Keeps what was typed into a dialog closed before creating: a draft, and a toast saying so. A
 * title too long to save is shortened, the whole of it kept at the top of the description.
 */
export async function saveDraftOnClose(
  model: WorkItemsScreenModel,
  projectId: string,
  values: CreateWorkItemValues,
): Promise<void> {
  const fitting = fittingDraftValues(values);
  try {
    const draft = await saveDraft(model, projectId, fitting.values);
    showSuccessToast(
      fitting.isShortened
        ? i18n.t('work-item-create:draft.savedShortened', { name: draft.name })
        : i18n.t('work-item-create:draft.saved', { name: draft.name }),
    );
  } catch (failure) {
    showErrorToast(failureMessage(failure, i18n.t('work-item-create:draft.saveFailed')));
  }
}
