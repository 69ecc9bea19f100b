import {
  MAX_WORKSPACE_NAME_LENGTH,
  MAX_WORKSPACE_SLUG_LENGTH,
  type Workspace,
  slugFromName,
  workspaceSlugProblem,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { SelectField } from '#web/ui/SelectField';
import { Spinner } from '#web/ui/Spinner';
import { TextField } from '#web/ui/TextField';
import { ORGANIZATION_SIZE_OPTIONS, ORGANIZATION_SIZES } from './organization-sizes';
import { slugProblemMessage } from './slug-messages';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useWorkspaces } from './use-workspaces';

/** Milliseconds of quiet typing before the slug's availability is asked. */
const SLUG_CHECK_DELAY_MS = 300;

type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export interface CreateWorkspaceFormProps {
  onCreated: (workspace: Workspace) => void | Promise<void>;
  submitLabel?: string;
  /** Whether the name takes focus on mount: off when the screen offers another first choice. */
  autoFocus?: boolean;
}

/**
 * Name, URL and size of a new workspace. The URL follows the name until it is edited by hand, and
 * its availability is checked live (GET /api/workspace-slug-check/).
 */
export const CreateWorkspaceForm = observer(function CreateWorkspaceForm({
  onCreated,
  submitLabel,
  autoFocus = true,
}: CreateWorkspaceFormProps) {
  const { t } = useTranslation('workspaces');
  const workspaces = useWorkspaces();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  const [size, setSize] = useState<string>(ORGANIZATION_SIZES[1] ?? '');
  const [availability, setAvailability] = useState<Availability>('idle');
  const [nameError, setNameError] = useState<string | null>(null);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const slugProblem = workspaceSlugProblem(slug);

  useEffect(() => {
    if (slug === '' || workspaceSlugProblem(slug) !== null) {
      setAvailability('idle');
      return;
    }
    setAvailability('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      workspaces
        .isSlugAvailable(slug, controller.signal)
        .then((isAvailable) => {
          setAvailability(isAvailable ? 'available' : 'taken');
        })
        .catch(() => {
          if (!controller.signal.aborted) setAvailability('unknown');
        });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, workspaces]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const nextNameError =
      trimmed === ''
        ? t('form.nameRequired')
        : trimmed.length > MAX_WORKSPACE_NAME_LENGTH
          ? t('form.nameTooLong', { max: MAX_WORKSPACE_NAME_LENGTH })
          : null;
    const nextSlugError =
      slugProblem !== null
        ? slugProblemMessage(slugProblem)
        : availability === 'taken'
          ? t('slug.taken')
          : null;
    setNameError(nextNameError);
    setSlugError(nextSlugError);
    setFormError(null);
    if (nextNameError !== null) {
      document.getElementById('workspace-name')?.focus();
      return;
    }
    if (nextSlugError !== null) {
      document.getElementById('workspace-slug')?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      const workspace = await workspaces.create({ name: trimmed, slug, organization_size: size });
      await onCreated(workspace);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'slug') setSlugError(error.message);
      else if (error instanceof ApiError && error.field === 'name') setNameError(error.message);
      else if (error instanceof ApiError && error.status === 409) setSlugError(t('slug.taken'));
      else setFormError(errorMessage(error, t('errors.create')));
      setIsSubmitting(false);
    }
  };

  const slugHint =
    availability === 'checking' ? (
      <span className="inline-flex items-center gap-1.5">
        <Spinner size={12} /> {t('slug.checking')}
      </span>
    ) : availability === 'available' ? (
      <span className="inline-flex items-center gap-1 text-success">
        <Icon name="check" size={13} /> {t('slug.available')}
      </span>
    ) : availability === 'unknown' ? (
      t('slug.unchecked')
    ) : (
      <span className="font-mono">
        {window.location.host}/{slug || t('slug.placeholder')}
      </span>
    );

  return (
    <form
      noValidate
      data-testid="create-workspace-form"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      {formError !== null && <Alert>{formError}</Alert>}
      <TextField
        id="workspace-name"
        label={t('form.name')}
        name="name"
        autoFocus={autoFocus}
        autoComplete="organization"
        placeholder={t('form.namePlaceholder')}
        maxLength={MAX_WORKSPACE_NAME_LENGTH}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
          if (!isSlugEdited) {
            setSlug(slugFromName(event.target.value));
            setSlugError(null);
          }
        }}
      />
      <TextField
        id="workspace-slug"
        label={t('form.url')}
        name="slug"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_WORKSPACE_SLUG_LENGTH}
        value={slug}
        error={slugError ?? (availability === 'taken' ? t('slug.taken') : null)}
        hint={
          slug !== '' && slugProblem !== null && slugProblem !== 'empty'
            ? slugProblemMessage(slugProblem)
            : slugHint
        }
        onChange={(event) => {
          setSlug(event.target.value.toLowerCase().replace(/\s+/g, '-'));
          setIsSlugEdited(true);
          setSlugError(null);
        }}
      />
      <SelectField
        label={t('form.size')}
        value={size}
        options={ORGANIZATION_SIZE_OPTIONS}
        onChange={setSize}
      />
      <Button type="submit" variant="primary" size="lg" isLoading={isSubmitting} className="mt-1">
        {submitLabel ?? t('form.create')}
      </Button>
    </form>
  );
});
