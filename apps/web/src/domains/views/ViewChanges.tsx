import type { UpdateViewBody, View } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkItemsScreenModel } from '#web/domains/work-items/work-items-screen-model';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { clearViewDraft, isViewChanged, savedFilters } from './view-settings';

/**
 * "Reset", "Save as new view" and "Save" of a view whose list shows unsaved changes (Plane's):
 * nothing while the list shows what the view saved.
 */
export const ViewChanges = observer(function ViewChanges({
  view,
  model,
  canSave,
  save,
  onSaveAsNew,
}: {
  view: View;
  model: WorkItemsScreenModel;
  /** The person may change the view (its owner or an admin). */
  canSave: boolean;
  /** Writes the list's settings into the view. */
  save: (body: UpdateViewBody) => Promise<void>;
  /** Absent when the person may not create views. */
  onSaveAsNew?: () => void;
}) {
  const { t } = useTranslation('views');
  const [isSaving, setIsSaving] = useState(false);
  const { settings } = model;
  if (!settings.isLoaded || !isViewChanged(view, settings.shown)) return null;

  const saveChanges = async () => {
    const { filters, display_filters, display_properties } = settings.shown;
    setIsSaving(true);
    try {
      await save({ filters: savedFilters(filters), display_filters, display_properties });
      clearViewDraft(window.localStorage, view.id);
      showSuccessToast(t('changes.saved'));
    } catch (cause) {
      showErrorToast(errorMessage(cause, t('errors.save')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="ml-auto flex shrink-0 items-center gap-1.5 pl-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          clearViewDraft(window.localStorage, view.id);
          void settings.load();
        }}
      >
        {t('changes.reset')}
      </Button>
      {onSaveAsNew && (
        <Button variant="secondary" size="sm" onClick={onSaveAsNew}>
          {t('changes.saveAsNew')}
        </Button>
      )}
      {canSave && (
        <Button
          variant="primary"
          size="sm"
          isLoading={isSaving}
          disabled={view.is_locked}
          title={view.is_locked ? t('changes.lockedHint') : undefined}
          onClick={() => void saveChanges()}
        >
          {t('changes.save')}
        </Button>
      )}
    </div>
  );
});
