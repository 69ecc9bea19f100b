import { VIEW_ACCESS, type View, type ViewAccess } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { controlClassName } from '#web/ui/field-styles';

/** What the dialog asks: a view's name, description and who sees it. */
export interface ViewFormValues {
  name: string;
  description: string;
  access: ViewAccess;
}

/**
 * Creates a view or edits one: name, description and access (public: everyone in the project;
 * private: only its owner). `onSave` sends it; its failure shows in the dialog, which stays open.
 */
export function ViewFormDialog({
  view,
  title,
  initialName,
  onClose,
  onSave,
}: {
  /** The view edited; null creates one. */
  view: View | null;
  title: string;
  /** The name a new view starts with (a copy's). */
  initialName?: string;
  onClose: () => void;
  onSave: (values: ViewFormValues) => Promise<void>;
}) {
  const { t } = useTranslation(['views', 'common']);
  const [values, setValues] = useState<ViewFormValues>(() => ({
    name: view?.name ?? initialName ?? '',
    description: view?.description ?? '',
    access: view?.access === VIEW_ACCESS.private ? VIEW_ACCESS.private : VIEW_ACCESS.public,
  }));
  const [isSaving, setIsSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameError(t('form.nameRequired'));
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      await onSave({ ...values, name: values.name.trim() });
      onClose();
    } catch (error) {
      setFormError(errorMessage(error, t('form.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {formError !== null && <Alert>{formError}</Alert>}
        <TextField
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={values.name}
          error={nameError}
          maxLength={255}
          autoFocus
          onChange={(event) => {
            setNameError(null);
            setValues((current) => ({ ...current, name: event.target.value }));
          }}
        />
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-secondary">{t('form.description')}</span>
          <textarea
            className={`${controlClassName()} min-h-20 py-1.5`}
            value={values.description}
            maxLength={10_000}
            onChange={(event) => {
              setValues((current) => ({ ...current, description: event.target.value }));
            }}
          />
        </label>
        <SelectField
          label={t('form.access')}
          value={values.access}
          options={[
            { value: VIEW_ACCESS.public, label: t('access.public') },
            { value: VIEW_ACCESS.private, label: t('access.private') },
          ]}
          onChange={(access: ViewAccess) => {
            setValues((current) => ({ ...current, access }));
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {view ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
