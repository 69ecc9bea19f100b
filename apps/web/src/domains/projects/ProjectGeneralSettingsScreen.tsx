import { MAX_PROJECT_IDENTIFIER_LENGTH, PROJECT_NETWORK, type Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useId, useMemo, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { type SelectOption, SelectField } from '#web/ui/SelectField';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { TextField } from '#web/ui/TextField';
import { projectMemberName } from '../members/project-member-list';
import {
  type GeneralFormErrors,
  type GeneralFormValues,
  changedFields,
  fieldMessage,
  formFieldOf,
  formFromProject,
  nameLengthProblem,
  timezoneOptions,
  validateGeneralForm,
} from './project-general-form';
import { useProjectSettings } from './project-settings-context';
import { IdentifierHint } from './IdentifierHint';
import { useIdentifierAvailability } from './use-identifier-availability';
import { ProjectDangerZone } from './ProjectDangerZone';
import { ProjectLogo } from './ProjectLogo';
import { ProjectLogoPicker } from './ProjectLogoPicker';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useProjectMembers } from '../members/use-project-members';
import { useProjects } from './use-projects';

/** The cover image as it will look, or a note when the address does not load. */
function CoverPreview({ url }: { url: string }) {
  const { t } = useTranslation('projects');
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (url === '') return null;
  if (brokenUrl === url)
    return (
      <p className="flex items-center gap-1.5 text-sm text-tertiary">
        <Icon name="image" size={13} /> {t('general.coverFailed')}
      </p>
    );
  return (
    <img
      src={url}
      alt={t('general.coverPreview')}
      onError={() => {
        setBrokenUrl(url);
      }}
      className="h-32 w-full rounded-md border border-subtle object-cover"
    />
  );
}

const GeneralForm = observer(function GeneralForm({
  slug,
  project,
  isEditable,
}: {
  slug: string;
  project: Project;
  isEditable: boolean;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const projectMembers = useProjectMembers();
  const [values, setValues] = useState<GeneralFormValues>(() => formFromProject(project));
  const [errors, setErrors] = useState<GeneralFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const descriptionId = useId();
  const availability = useIdentifierAvailability(slug, values.identifier, project.identifier);
  const patch = changedFields(project, values);
  const isDirty = Object.keys(patch).length > 0;
  const coverPreviewUrl =
    validateGeneralForm(values).coverImage === undefined ? values.coverImage.trim() : '';

  const members = projectMembers.members(project.id);
  const memberOptions = useMemo(() => {
    const options: SelectOption<string>[] = [{ value: '', label: t('common:none') }];
    for (const membership of members ?? [])
      options.push({
        value: membership.member,
        label: projectMemberName(membership.member_detail),
      });
    return options;
  }, [members, t]);
  const optionsWith = (value: string): SelectOption<string>[] =>
    value === '' || memberOptions.some((option) => option.value === value)
      ? memberOptions
      : [
          ...memberOptions,
          {
            value,
            label: members === undefined ? t('common:loading') : t('general.formerMember'),
          },
        ];
  const timezones = useMemo(() => timezoneOptions(project.timezone), [project.timezone]);

  const set = <K extends keyof GeneralFormValues>(field: K, value: GeneralFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsSaved(false);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!isEditable || !isDirty) return;
    const found = validateGeneralForm(values);
    if (availability === 'taken') found.identifier = t('validation.identifierTaken');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      const saved = await projects.update(slug, project.id, patch);
      setValues(formFromProject(saved));
      setIsSaved(true);
    } catch (error) {
      const field = error instanceof ApiError ? formFieldOf(error.field) : undefined;
      if (error instanceof ApiError && field !== undefined && error.field !== undefined)
        setErrors({ [field]: fieldMessage(error.field, error.message) });
      else setFormError(errorMessage(error, t('errors.save')));
    } finally {
      setIsSaving(false);
    }
  };

  const identifierHint = (
    <IdentifierHint
      availability={availability}
      available={t('identifier.available')}
      unchecked={t('identifier.uncheckedSave')}
      hint={t('identifier.hintGeneral')}
    />
  );

  return (
    <form
      noValidate
      aria-label={t('general.formLabel')}
      data-testid="project-general-settings"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      {formError !== null && <Alert>{formError}</Alert>}
      {isSaved && !isDirty && <Alert tone="success">{t('general.saved')}</Alert>}

      <div className="flex items-start gap-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-secondary">{t('general.logo')}</span>
          {isEditable ? (
            <ProjectLogoPicker
              value={values.logo}
              projectName={values.name}
              onChange={(logo) => {
                set('logo', logo);
              }}
            />
          ) : (
            <ProjectLogo project={project} size="lg" />
          )}
          {errors.logo !== undefined && <p className="text-sm text-danger">{errors.logo}</p>}
        </div>
        <div className="grid flex-1 gap-4 sm:grid-cols-[1fr_10rem]">
          <TextField
            label={t('general.name')}
            value={values.name}
            disabled={!isEditable}
            error={errors.name ?? nameLengthProblem(values.name)}
            onChange={(event) => {
              set('name', event.target.value);
            }}
          />
          <TextField
            label={t('identifier.label')}
            value={values.identifier}
            maxLength={MAX_PROJECT_IDENTIFIER_LENGTH}
            disabled={!isEditable}
            error={
              errors.identifier ??
              (availability === 'taken' ? t('validation.identifierTaken') : undefined)
            }
            hint={isEditable ? identifierHint : undefined}
            onChange={(event) => {
              set('identifier', event.target.value.toUpperCase());
            }}
          />
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-secondary">
          {t('common:description')}
        </label>
        <textarea
          id={descriptionId}
          value={values.description}
          rows={4}
          placeholder={isEditable ? t('general.descriptionPlaceholder') : undefined}
          disabled={!isEditable}
          aria-invalid={errors.description !== undefined || undefined}
          onChange={(event) => {
            set('description', event.target.value);
          }}
          className={cx(
            controlClassName(errors.description !== undefined),
            'h-auto w-full resize-y py-1.5',
          )}
        />
        {errors.description !== undefined && (
          <p className="text-sm text-danger">{errors.description}</p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <TextField
          label={t('general.coverImage')}
          type="url"
          inputMode="url"
          placeholder={isEditable ? 'https://…' : undefined}
          value={values.coverImage}
          disabled={!isEditable}
          error={errors.coverImage}
          onChange={(event) => {
            set('coverImage', event.target.value);
          }}
        />
        <CoverPreview url={coverPreviewUrl} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('network.label')}
          value={values.network}
          options={[
            { value: PROJECT_NETWORK.public, label: t('network.public') },
            { value: PROJECT_NETWORK.secret, label: t('network.secret') },
          ]}
          hint={
            errors.network ??
            (values.network === PROJECT_NETWORK.public
              ? t('network.publicHint')
              : values.network === PROJECT_NETWORK.secret
                ? t('network.secretHint')
                : undefined)
          }
          disabled={!isEditable}
          onChange={(network) => {
            set('network', network);
          }}
        />
        <SelectField
          label={t('general.timezone')}
          value={values.timezone}
          options={timezones}
          hint={errors.timezone ?? t('general.timezoneHint')}
          disabled={!isEditable}
          onChange={(timezone) => {
            set('timezone', timezone);
          }}
        />
        <SelectField
          label={t('general.lead')}
          value={values.projectLead}
          options={optionsWith(values.projectLead)}
          hint={errors.projectLead}
          disabled={!isEditable}
          onChange={(lead) => {
            set('projectLead', lead);
          }}
        />
        <SelectField
          label={t('general.defaultAssignee')}
          value={values.defaultAssignee}
          options={optionsWith(values.defaultAssignee)}
          hint={errors.defaultAssignee ?? t('general.defaultAssigneeHint')}
          disabled={!isEditable}
          onChange={(assignee) => {
            set('defaultAssignee', assignee);
          }}
        />
      </div>

      {isEditable && (
        <div className="flex items-center justify-end gap-2">
          {isDirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setValues(formFromProject(project));
                setErrors({});
              }}
            >
              {t('general.discard')}
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={!isDirty} isLoading={isSaving}>
            {t('general.save')}
          </Button>
        </div>
      )}
    </form>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId': the project's name, identifier, look, network,
 * people and timezone, then archiving, deleting and leaving it. Project admins edit; everyone else
 * in the project reads.
 */
export const ProjectGeneralSettingsScreen = observer(function ProjectGeneralSettingsScreen() {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const projectMembers = useProjectMembers();
  const { slug, project, canEdit } = useProjectSettings();
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const isAdmin = canEdit('general');
  const isArchived = project.archived_at !== null;

  useEffect(() => {
    void projectMembers.fetch(slug, project.id);
  }, [projectMembers, slug, project.id]);

  const restore = async () => {
    setIsRestoring(true);
    setRestoreError(null);
    try {
      await projects.setArchived(slug, project.id, false);
    } catch (error) {
      setRestoreError(errorMessage(error, t('errors.restore')));
    } finally {
      setIsRestoring(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <SettingsSectionHeader
        title={t('tabs.general')}
        description={isAdmin ? t('general.description') : t('general.descriptionReadOnly')}
      />

      {isArchived && (
        <div className="flex flex-col gap-2">
          <Alert tone="info" title={t('general.archivedTitle')}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{t('general.archivedDescription')}</span>
              {isAdmin && (
                <Button
                  size="sm"
                  leadingIcon={<Icon name="archive-restore" size={14} />}
                  isLoading={isRestoring}
                  onClick={() => void restore()}
                >
                  {t('common:restore')}
                </Button>
              )}
            </div>
          </Alert>
          {restoreError !== null && <Alert>{restoreError}</Alert>}
        </div>
      )}

      <GeneralForm
        key={project.id}
        slug={slug}
        project={project}
        isEditable={isAdmin && !isArchived}
      />

      <ProjectDangerZone slug={slug} project={project} isAdmin={isAdmin} />
    </div>
  );
});
