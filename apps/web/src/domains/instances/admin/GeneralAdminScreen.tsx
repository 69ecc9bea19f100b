import type { Instance } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, type SubmitEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '#web/domains/instances/use-instance';
import { useInstanceAdmin } from './use-instance-admin';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Skeleton } from '#web/ui/Skeleton';
import { TextField } from '#web/ui/TextField';
import { formatVersion } from '../format-version';
import { AdminPage, AdminPanel } from './AdminPage';
import {
  GENERAL_SECTION,
  MAX_INSTANCE_NAME_LENGTH,
  instanceNameProblem,
} from './instance-settings';
import { errorMessage } from '#web/lib/api-error';

const NameForm = observer(function NameForm({ instance }: { instance: Instance }) {
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation(['instance-admin', 'common']);
  const saved = instance.instance_name ?? '';
  const [name, setName] = useState(saved);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const isDirty = name.trim() !== saved;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const problem = instanceNameProblem(name);
    if (problem !== null) {
      setNameError(problem);
      return;
    }
    setIsSaving(true);
    setFormError(null);
    setIsSaved(false);
    try {
      await instanceAdmin.renameInstance(name);
      setName(name.trim());
      setIsSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'instance_name') setNameError(error.message);
      else setFormError(errorMessage(error, t('general.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      noValidate
      data-testid="instance-name-form"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 p-5"
    >
      {formError !== null && <Alert>{formError}</Alert>}
      {isSaved && !isDirty && <Alert tone="success">{t('general.nameSaved')}</Alert>}
      <TextField
        label={t('general.nameLabel')}
        value={name}
        maxLength={MAX_INSTANCE_NAME_LENGTH}
        placeholder={t('general.namePlaceholder')}
        error={nameError}
        hint={t('general.nameHint')}
        className="max-w-sm"
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
      />
      <div className="flex justify-end border-t border-subtle pt-4">
        <Button type="submit" variant="primary" isLoading={isSaving} disabled={!isDirty}>
          {isSaving ? t('common:saving') : t('general.saveChanges')}
        </Button>
      </div>
    </form>
  );
});

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-base text-secondary">{label}</dt>
      <dd className="min-w-0 text-base text-primary">{children}</dd>
    </div>
  );
}

/** '/god-mode/general': the instance's name, and facts about it that cannot be changed. */
export const GeneralAdminScreen = observer(function GeneralAdminScreen() {
  const instanceStore = useInstance();
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation('instance-admin');
  useEffect(() => {
    void instanceStore.ensureLoaded();
  }, [instanceStore]);
  const instance = instanceStore.instance;

  return (
    <AdminPage section={GENERAL_SECTION}>
      <div className="flex flex-col gap-8">
        <AdminPanel title={t('general.instancePanel')}>
          {instance ? (
            <NameForm key={instance.id} instance={instance} />
          ) : instanceStore.error !== null ? (
            <div className="p-5">
              <Alert>{instanceStore.error.detail}</Alert>
            </div>
          ) : (
            <div className="flex flex-col gap-2 p-5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-8 w-full max-w-sm" />
            </div>
          )}
        </AdminPanel>
        <AdminPanel title={t('general.about')}>
          <dl className="divide-y divide-(--border-color-subtle)">
            <Fact label={t('general.version')}>
              {instance ? (
                <span className="font-mono" data-testid="instance-version">
                  {formatVersion(instance.current_version)}
                </span>
              ) : (
                <Skeleton className="h-4 w-16" />
              )}
            </Fact>
            <Fact label={t('general.instanceId')}>
              {instance ? (
                <code
                  data-testid="instance-id"
                  className="select-all break-all font-mono text-sm text-secondary"
                >
                  {instance.id}
                </code>
              ) : (
                <Skeleton className="h-4 w-64" />
              )}
            </Fact>
            <Fact label={t('general.signedInAs')}>
              <span className="text-secondary">{instanceAdmin.admin?.email}</span>
            </Fact>
          </dl>
        </AdminPanel>
      </div>
    </AdminPage>
  );
});
