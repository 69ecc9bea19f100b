import { PRIORITIES, type IntakeItem, type Priority } from '@keel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { errorMessage } from '#web/lib/api-error';
import { SelectField } from '#web/ui/SelectField';
import { showErrorToast } from '#web/ui/Toaster';
import type { IntakeRequestFields } from './intake-store';
import { useIntake } from './use-intake';

/** How long the description waits after the last keystroke before it is saved. */
const DESCRIPTION_SAVE_DELAY_MS = 800;

interface Scope {
  slug: string;
  projectId: string;
  item: IntakeItem;
}

function useSave({ slug, projectId, item }: Scope) {
  const { t } = useTranslation('intake');
  const store = useIntake();
  // The newest item, so that a save sent later starts from what is shown then.
  const latest = useRef(item);
  useEffect(() => {
    latest.current = item;
  });
  return (fields: IntakeRequestFields) => {
    store.edit(slug, projectId, latest.current, fields).catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('errors.edit')));
    });
  };
}

/**
 * The request's title, edited in place (Enter or leaving the field saves, Escape puts it back);
 * read-only text for those who may not change it.
 */
export function IntakeRequestTitle({ canEdit, ...scope }: Scope & { canEdit: boolean }) {
  const { t } = useTranslation('intake');
  const save = useSave(scope);
  const saved = scope.item.issue.name;
  // The text being typed, over the saved name it started from; a new saved name (another
  // triager's change, a rollback) starts it again.
  const [edit, setEdit] = useState({ from: saved, text: saved });
  const [error, setError] = useState<string | null>(null);
  if (edit.from !== saved) setEdit({ from: saved, text: saved });
  const draft = edit.from === saved ? edit.text : saved;
  const setDraft = (text: string) => {
    setEdit({ from: saved, text });
  };

  if (!canEdit) return <h2 className="text-lg font-semibold text-primary">{saved}</h2>;
  const commit = () => {
    const name = draft.trim();
    if (name === '') {
      setError(t('detail.nameRequired'));
      setDraft(saved);
      return;
    }
    setError(null);
    if (name !== saved) save({ name });
  };
  return (
    <div className="flex flex-col gap-1">
      <h2 className="sr-only">{saved}</h2>
      <input
        aria-label={t('detail.title')}
        className="-mx-1.5 rounded-md border border-transparent bg-transparent px-1.5 py-0.5 text-lg font-semibold text-primary hover:border-subtle focus-visible:border-strong focus-visible:outline-none"
        value={draft}
        maxLength={255}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(saved);
            setError(null);
            // Blurring after the reset saves nothing: the draft is the saved name again.
            requestAnimationFrame(() => {
              (event.target as HTMLInputElement).blur();
            });
          }
        }}
      />
      {error !== null && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

/** The request's priority, for those who triage. */
export function IntakeRequestPriority(scope: Scope) {
  const { t } = useTranslation(['intake', 'work-items']);
  const save = useSave(scope);
  return (
    <SelectField
      className="w-48"
      label={t('detail.priority')}
      value={scope.item.issue.priority}
      options={PRIORITIES.map((value) => ({
        value,
        label: t(`work-items:priority.${value}`),
      }))}
      onChange={(priority: Priority) => {
        if (priority !== scope.item.issue.priority) save({ priority });
      }}
    />
  );
}

/** The request's description, saved as it is written (after a short pause, and on leaving). */
export function IntakeRequestDescription({
  initialHtml,
  ...scope
}: Scope & { initialHtml: string }) {
  const { t } = useTranslation('intake');
  const save = useSave(scope);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current === null) return;
    const html = pending.current;
    pending.current = null;
    saveRef.current({ description_html: html });
  }, []);
  // Leaving the request (another one picked, the screen closed) saves what was typed.
  useEffect(() => flush, [flush]);
  return (
    <div onBlur={flush}>
      <RichTextEditor
        initialHtml={initialHtml}
        variant="description"
        label={t('detail.description')}
        placeholder={t('detail.descriptionPlaceholder')}
        onChange={(html) => {
          pending.current = html;
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(flush, DESCRIPTION_SAVE_DELAY_MS);
        }}
      />
    </div>
  );
}
