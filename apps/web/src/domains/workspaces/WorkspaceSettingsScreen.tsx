import { MAX_WORKSPACE_NAME_LENGTH, ROLE, type Workspace, hasRole } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { ORGANIZATION_SIZE_OPTIONS } from './organization-sizes';
import { useWorkspaceSlug } from './use-workspace-slug';
import { WorkspaceSettingsHeader } from './WorkspaceSettingsHeader';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useWorkspaces } from './use-workspaces';

const GeneralForm = observer(function GeneralForm({
  workspace,
  canEdit,
}: {
  workspace: Workspace;
  canEdit: boolean;
}) {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const [name, setName] = useState(workspace.name);
  const [size, setSize] = useState(workspace.organization_size ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = name !== workspace.name || size !== (workspace.organization_size ?? '');

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('form.nameRequired'));
      return;
    }
    setIsSaving(true);
    setFormError(null);
    setIsSaved(false);
    try {
      await workspaces.update(workspace.slug, { name: trimmed, organization_size: size });
      setIsSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'name') setNameError(error.message);
      else setFormError(errorMessage(error, t('errors.save')));
    } finally {
      setIsSaving(false);
    }
  };

  const sizeOptions = ORGANIZATION_SIZE_OPTIONS.some((option) => option.value === size)
    ? ORGANIZATION_SIZE_OPTIONS
    : [
        { value: size, label: size === '' ? t('settings.notSet') : size },
        ...ORGANIZATION_SIZE_OPTIONS,
      ];

  return (
    <form
      noValidate
      data-testid="workspace-general-settings"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      {!canEdit && <Alert tone="info">{t('settings.readOnly')}</Alert>}
      {formError !== null && <Alert>{formError}</Alert>}
      {isSaved && !isDirty && <Alert tone="success">{t('settings.saved')}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          value={name}
          maxLength={MAX_WORKSPACE_NAME_LENGTH}
          disabled={!canEdit}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <TextField
          label={t('form.url')}
          value={`${window.location.host}/${workspace.slug}`}
          disabled
          hint={t('settings.urlFixed')}
          readOnly
        />
        <SelectField
          label={t('form.size')}
          value={size}
          options={sizeOptions}
          disabled={!canEdit}
          onChange={setSize}
        />
      </div>
      {canEdit && (
        <div className="flex justify-end border-t border-subtle pt-4">
          <Button type="submit" variant="primary" isLoading={isSaving} disabled={!isDirty}>
            {t('settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
});

/** '/:workspaceSlug/settings': the workspace's name and size; editable by admins only. */
export const WorkspaceSettingsScreen = observer(function WorkspaceSettingsScreen() {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const slug = useWorkspaceSlug();
  const workspace = workspaces.get(slug);
  const role = workspaces.roleBySlug.get(slug);
  if (!workspace) return null;
  return (
    <>
      <WorkspaceSettingsHeader slug={slug} title={t('settings.general')} />
      <div className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
        <h1 className="text-lg font-semibold text-primary">{t('settings.general')}</h1>
        <p className="mb-6 mt-1 text-base text-secondary">{t('settings.description')}</p>
        <GeneralForm key={workspace.id} workspace={workspace} canEdit={hasRole(role, ROLE.admin)} />
      </div>
    </>
  );
});
