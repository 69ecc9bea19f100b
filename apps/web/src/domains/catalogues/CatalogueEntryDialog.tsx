import type { CatalogueEntry } from '@keel/core';
import { type SubmitEvent, useId, useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { TextField } from '#web/ui/TextField';
import type { CatalogueKind } from './catalogues-store';
import {
  type CatalogueEntryDraft,
  EMPTY_ENTRY_DRAFT,
  catalogueWords,
  draftOf,
  entryBody,
  validateEntryDraft,
} from './catalogue-entries';
import { useTranslation } from 'react-i18next';
import { useCatalogues } from './use-catalogues';

function EntryForm({
  slug,
  projectId,
  catalogue,
  entry,
  onDone,
}: {
  slug: string;
  projectId: string;
  catalogue: CatalogueKind;
  /** The entry being edited, or null to add one. */
  entry: CatalogueEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['catalogues', 'common']);
  const catalogues = useCatalogues();
  const words = catalogueWords(catalogue);
  const [draft, setDraft] = useState<CatalogueEntryDraft>(
    entry ? draftOf(entry) : EMPTY_ENTRY_DRAFT,
  );
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field?: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const descriptionId = useId();
  const errors = validateEntryDraft(draft);

  const change = (patch: Partial<CatalogueEntryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerError(null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (errors.name !== null || errors.code !== null) return;
    setIsSaving(true);
    setServerError(null);
    try {
      const body = entryBody(draft);
      if (entry) await catalogues.update(slug, projectId, catalogue, entry.id, body);
      else await catalogues.create(slug, projectId, catalogue, body);
      onDone();
    } catch (cause) {
      setServerError(
        cause instanceof ApiError
          ? { message: cause.message, ...(cause.field !== undefined && { field: cause.field }) }
          : { message: t(`${catalogue}.saveError`) },
      );
    } finally {
      setIsSaving(false);
    }
  };

  const fieldError = (field: 'name' | 'code'): string | null =>
    (hasTriedSubmit ? errors[field] : null) ??
    (serverError?.field === field ? serverError.message : null);
  const formError =
    serverError !== null && serverError.field !== 'name' && serverError.field !== 'code'
      ? serverError.message
      : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('common:name')}
        value={draft.name}
        maxLength={255}
        required
        placeholder={words.namePlaceholder}
        error={fieldError('name')}
        onChange={(event) => {
          change({ name: event.target.value });
        }}
      />
      <TextField
        label={t('entry.code')}
        value={draft.code}
        maxLength={100}
        className="[&_input]:font-mono"
        placeholder={words.codePlaceholder}
        hint={t('entry.codeHint')}
        error={fieldError('code')}
        onChange={(event) => {
          change({ code: event.target.value });
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-secondary">
          {t('entry.description')}
        </label>
        <textarea
          id={descriptionId}
          value={draft.description}
          rows={3}
          maxLength={10_000}
          onChange={(event) => {
            change({ description: event.target.value });
          }}
          className={cx(controlClassName(), 'h-auto w-full resize-y py-1.5')}
        />
      </div>
      {formError !== null && <Alert>{formError}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {entry ? t('common:save') : words.addLabel}
        </Button>
      </div>
    </form>
  );
}

/** Adds a shop or customer, or edits one; the server's refusals appear at the field they name. */
export function CatalogueEntryDialog({
  isOpen,
  slug,
  projectId,
  catalogue,
  entry,
  onClose,
}: {
  isOpen: boolean;
  slug: string;
  projectId: string;
  catalogue: CatalogueKind;
  entry: CatalogueEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogues');
  const words = catalogueWords(catalogue);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={entry ? t(`${catalogue}.edit`) : words.addLabel}
      description={entry ? undefined : t(`${catalogue}.addDescription`)}
    >
      <EntryForm
        key={entry?.id ?? 'new'}
        slug={slug}
        projectId={projectId}
        catalogue={catalogue}
        entry={entry}
        onDone={onClose}
      />
    </Dialog>
  );
}
