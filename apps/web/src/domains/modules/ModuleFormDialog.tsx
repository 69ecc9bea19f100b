import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { controlClassName } from '#web/ui/field-styles';
import { MemberChoices, memberLabel } from './MemberChoices';
import { areModuleDatesInOrder, isModuleStatus, moduleStatusLabel } from './module-list';
import { type Module, type ModuleBody, MODULE_STATUSES } from './modules-wire';

const NO_LEAD = '';

function initialValues(module: Module | null): ModuleBody {
  return {
    name: module?.name ?? '',
    description: module?.description ?? '',
    status: module && isModuleStatus(module.status) ? module.status : 'backlog',
    lead_id: module?.lead_id ?? null,
    member_ids: module?.member_ids ?? [],
    start_date: module?.start_date ?? null,
    target_date: module?.target_date ?? null,
  };
}

/**
 * Creates a module or edits one: name, description, status, lead, members and dates (start on or
 * before target). `onSave` sends it; its failure shows in the dialog, which stays open.
 */
export const ModuleFormDialog = observer(function ModuleFormDialog({
  projectId,
  module,
  onClose,
  onSave,
}: {
  projectId: string;
  /** The module edited; null creates one. */
  module: Module | null;
  onClose: () => void;
  onSave: (body: ModuleBody) => Promise<void>;
}) {
  const { t } = useTranslation(['modules', 'common']);
  const members = (useProjectMembers().members(projectId) ?? []).filter((entry) => entry.is_active);
  const [values, setValues] = useState<ModuleBody>(() => initialValues(module));
  const [isSaving, setIsSaving] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const change = (patch: Partial<ModuleBody>) => {
    setValues((current) => ({ ...current, ...patch }));
  };
  const datesInOrder = areModuleDatesInOrder(values.start_date, values.target_date);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameError(t('form.nameRequired'));
      return;
    }
    if (!datesInOrder) return;
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
    <Dialog
      isOpen
      isWide
      onClose={onClose}
      title={module ? t('form.editTitle') : t('form.createTitle')}
    >
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
            change({ name: event.target.value });
          }}
        />
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-secondary">{t('form.description')}</span>
          <textarea
            className={`${controlClassName()} min-h-20 py-1.5`}
            value={values.description}
            onChange={(event) => {
              change({ description: event.target.value });
            }}
          />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.status')}
            value={values.status}
            options={MODULE_STATUSES.map((status) => ({
              value: status,
              label: moduleStatusLabel(status),
            }))}
            onChange={(status) => {
              change({ status });
            }}
          />
          <SelectField
            label={t('form.lead')}
            value={values.lead_id ?? NO_LEAD}
            options={[
              { value: NO_LEAD, label: t('form.noLead') },
              ...members.map((member) => ({ value: member.member, label: memberLabel(member) })),
            ]}
            onChange={(lead) => {
              change({ lead_id: lead === NO_LEAD ? null : lead });
            }}
          />
          <TextField
            type="date"
            label={t('form.startDate')}
            value={values.start_date ?? ''}
            max={values.target_date ?? undefined}
            onChange={(event) => {
              change({ start_date: event.target.value === '' ? null : event.target.value });
            }}
          />
          <TextField
            type="date"
            label={t('form.targetDate')}
            value={values.target_date ?? ''}
            min={values.start_date ?? undefined}
            error={datesInOrder ? null : t('form.datesOrder')}
            onChange={(event) => {
              change({ target_date: event.target.value === '' ? null : event.target.value });
            }}
          />
        </div>
        <MemberChoices
          label={t('form.members')}
          members={members}
          value={values.member_ids}
          onChange={(memberIds) => {
            change({ member_ids: memberIds });
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {module ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
});
