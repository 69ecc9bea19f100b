import {
  type CreateProjectBody,
  CreateProjectBodySchema,
  MAX_PROJECT_IDENTIFIER_LENGTH,
  PROJECT_NETWORK,
  type ProjectNetwork,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { Icon, type IconName } from '#web/ui/Icon';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { memberDisplayName } from '../members/member-list';
import { nameLengthProblem } from './project-general-form';
import { sanitizeIdentifier, suggestIdentifier } from './project-list';
import { type ProjectLogo, writeProjectLogo } from './project-logo';
import { projectSettingsPath } from './project-settings-context';
import { ProjectLogoPicker } from './ProjectLogoPicker';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useMembers } from '../members/use-members';
import { useProjects } from './use-projects';
import { IdentifierHint } from './IdentifierHint';
import { useIdentifierAvailability } from './use-identifier-availability';

type CoverPreview = 'none' | 'loaded' | 'failed';
/** The fields an error can be shown under; others go to the alert above the form. */
type FieldName = 'name' | 'identifier' | 'description' | 'cover_image';

const NETWORK_CHOICES: {
  value: ProjectNetwork;
  key: 'public' | 'secret';
  icon: IconName;
}[] = [
  { value: PROJECT_NETWORK.public, key: 'public', icon: 'globe' },
  { value: PROJECT_NETWORK.secret, key: 'secret', icon: 'lock' },
];

const FIELD_NAMES: readonly FieldName[] = ['name', 'identifier', 'description', 'cover_image'];

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (FIELD_NAMES as readonly string[]).includes(value);
}

const CreateProjectForm = observer(function CreateProjectForm({
  slug,
  onClose,
}: {
  slug: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const projects = useProjects();
  const members = useMembers();
  const navigate = useNavigate();
  const formId = useId();
  const [logo, setLogo] = useState<ProjectLogo>({ kind: 'none' });
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [isIdentifierEdited, setIsIdentifierEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [coverImage, setCoverImage] = useState('');
  const [coverPreview, setCoverPreview] = useState<CoverPreview>('none');
  const [network, setNetwork] = useState<ProjectNetwork>(PROJECT_NETWORK.public);
  const [lead, setLead] = useState('');
  const availability = useIdentifierAvailability(slug, identifier, '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (members.members(slug) === undefined) void members.fetch(slug);
  }, [members, slug]);

  const leadOptions = [
    { value: '', label: t('create.noLead') },
    ...(members.members(slug) ?? [])
      .filter((membership) => membership.is_active && !membership.member.is_bot)
      .map((membership) => ({
        value: membership.member.id,
        label: memberDisplayName(membership.member),
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];

  const clearError = (field: FieldName) => {
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)),
    );
  };

  const focusField = (field: FieldName) => {
    document.getElementById(`${formId}-${field}`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    const cover = coverImage.trim();
    const parsed = CreateProjectBodySchema.safeParse({
      name,
      identifier,
      description,
      network,
      logo_props: writeProjectLogo(logo),
      cover_image: cover === '' ? null : cover,
      project_lead: lead === '' ? null : lead,
    } satisfies CreateProjectBody);
    const nextErrors: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field)) nextErrors[field] ??= issue.message;
      }
    }
    if (availability === 'taken') nextErrors.identifier ??= t('validation.identifierTaken');
    setErrors(nextErrors);
    const firstField = FIELD_NAMES.find((field) => field in nextErrors);
    if (firstField !== undefined) {
      focusField(firstField);
      return;
    }
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? t('create.checkForm'));
      return;
    }
    setIsSubmitting(true);
    try {
      const project = await projects.create(slug, parsed.data);
      onClose();
      void navigate(projectSettingsPath(slug, project.id));
    } catch (error) {
      if (error instanceof ApiError && isFieldName(error.field)) {
        setErrors({ [error.field]: error.message });
        focusField(error.field);
      } else {
        setFormError(errorMessage(error, t('errors.create')));
      }
      setIsSubmitting(false);
    }
  };

  const identifierHint = (
    <IdentifierHint
      availability={availability}
      available={t('identifier.availableLong')}
      unchecked={t('identifier.uncheckedCreate')}
      hint={t('identifier.hintCreate')}
    />
  );

  return (
    <form
      noValidate
      data-testid="create-project-form"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      {formError !== null && <Alert>{formError}</Alert>}
      <div className="flex items-end gap-3">
        <ProjectLogoPicker value={logo} onChange={setLogo} projectName={name} />
        <TextField
          id={`${formId}-name`}
          data-autofocus
          label={t('common:name')}
          name="name"
          autoComplete="off"
          placeholder={t('create.namePlaceholder')}
          value={name}
          error={errors.name ?? nameLengthProblem(name)}
          className="min-w-0 flex-1"
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
            if (!isIdentifierEdited) {
              setIdentifier(suggestIdentifier(event.target.value));
              clearError('identifier');
            }
          }}
        />
      </div>
      <TextField
        id={`${formId}-identifier`}
        label={t('identifier.label')}
        name="identifier"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('create.identifierPlaceholder')}
        maxLength={MAX_PROJECT_IDENTIFIER_LENGTH}
        value={identifier}
        error={
          errors.identifier ?? (availability === 'taken' ? t('validation.identifierTaken') : null)
        }
        hint={identifierHint}
        onChange={(event) => {
          const next = sanitizeIdentifier(event.target.value);
          setIdentifier(next);
          // Emptying the field hands the suggestion back to the name.
          setIsIdentifierEdited(next !== '');
          clearError('identifier');
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${formId}-description`} className="text-sm font-medium text-secondary">
          {t('common:description')}{' '}
          <span className="font-normal text-tertiary">{t('create.optional')}</span>
        </label>
        <textarea
          id={`${formId}-description`}
          name="description"
          rows={3}
          value={description}
          aria-invalid={errors.description !== undefined || undefined}
          aria-describedby={
            errors.description !== undefined ? `${formId}-description-error` : undefined
          }
          onChange={(event) => {
            setDescription(event.target.value);
            clearError('description');
          }}
          className={cx(
            controlClassName(errors.description !== undefined),
            'h-auto resize-y py-1.5',
          )}
        />
        {errors.description !== undefined && (
          <p id={`${formId}-description-error`} className="text-sm text-danger">
            {errors.description}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3">
        <TextField
          id={`${formId}-cover_image`}
          label={t('create.coverImage')}
          name="cover_image"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t('create.coverPlaceholder')}
          value={coverImage}
          error={errors.cover_image ?? (coverPreview === 'failed' ? t('create.coverFailed') : null)}
          className="min-w-0 flex-1"
          onChange={(event) => {
            setCoverImage(event.target.value);
            setCoverPreview('none');
            clearError('cover_image');
          }}
        />
        {coverImage.trim() !== '' && (
          <img
            src={coverImage.trim()}
            alt=""
            onLoad={() => {
              setCoverPreview('loaded');
            }}
            onError={() => {
              setCoverPreview('failed');
            }}
            className={cx(
              'mt-6 h-16 w-28 shrink-0 rounded-md border border-subtle object-cover',
              coverPreview !== 'loaded' && 'hidden',
            )}
          />
        )}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-secondary">{t('network.label')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {NETWORK_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={cx(
                'flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-focus',
                network === choice.value
                  ? 'border-accent bg-accent-subtle'
                  : 'border-strong hover:bg-surface-hover',
              )}
            >
              <input
                type="radio"
                name="network"
                value={choice.value}
                checked={network === choice.value}
                onChange={() => {
                  setNetwork(choice.value);
                }}
                className="sr-only"
              />
              <Icon name={choice.icon} size={15} className="mt-0.5 text-secondary" />
              <span className="min-w-0">
                <span className="block text-base font-medium text-primary">
                  {t(`network.${choice.key}`)}
                </span>
                <span className="block text-sm text-secondary">
                  {t(`network.${choice.key}CreateHint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={`${formId}-project_lead`}
        label={t('create.lead')}
        value={lead}
        options={leadOptions}
        onChange={setLead}
      />
      <div className="mt-1 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {t('create.title')}
        </Button>
      </div>
    </form>
  );
});

/**
 * The create-project modal. A fresh form mounts each time it opens; a created project opens its
 * settings, where its states, labels and members are set up next.
 */
export function CreateProjectDialog({
  slug,
  isOpen,
  onClose,
}: {
  slug: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('create.title')}
      description={t('create.description')}
      isWide
    >
      <CreateProjectForm slug={slug} onClose={onClose} />
    </Dialog>
  );
}
