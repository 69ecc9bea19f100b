import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { Switch } from '#web/ui/Switch';
import { showSuccessToast } from '#web/ui/Toaster';
import { type MentionCandidate, RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { memberName } from '../properties/pickers/property-options';
import { useWorkItemsScreen } from '../screen-context';
import {
  createBody,
  type CreateWorkItemValues,
  defaultStateId,
  emptyValues,
  scopedEmptyValues,
  hasTypedText,
  isTitleTooLong,
  titleCount,
  titleError,
  valuesForNext,
} from './create-work-item-form';
import { CreateWorkItemPickers } from './CreateWorkItemPickers';
import { ProjectSelect } from './ProjectSelect';
import { failureMessage, saveDraft, saveDraftOnClose } from './save-draft';
import { useCreateTarget } from './use-create-target';

/** The title and description fields: the form controls' frame, sized for writing. */
const FIELD_CLASS =
  'w-full rounded-md border bg-surface px-3 text-primary shadow-xs transition-colors duration-100 placeholder:text-tertiary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus';

const IS_MAC = /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The full create form (Plane's and Linear's modal): title, description and the properties, with
 * "Create more" for a run of items. On the workspace drafts screen it saves drafts instead. Closing
 * it with text typed and nothing created keeps the text as a draft, so nothing typed is lost.
 */
export const CreateWorkItemDialog = observer(function CreateWorkItemDialog() {
  const { t } = useTranslation(['work-item-create', 'common']);
  const model = useWorkItemsScreen();
  const isDraftScreen = model.context === 'workspace_drafts';
  const [chosenProjectId, setChosenProjectId] = useState<string | null>(model.projectId);
  const projects = useCreateTarget(model.slug, chosenProjectId);
  const projectId = model.projectId ?? chosenProjectId ?? projects[0]?.id ?? null;
  const [values, setValues] = useState<CreateWorkItemValues>(() =>
    scopedEmptyValues(null, model.scope),
  );
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isCreatingMore, setIsCreatingMore] = useState(false);
  const [editorGeneration, setEditorGeneration] = useState(0);
  const mentionCandidatesOf = (forProject: string) => (): MentionCandidate[] =>
    model.lookups.members(forProject).map(({ member_detail: member }) => ({
      id: member.id,
      label: memberName(member),
      avatarUrl: member.avatar,
    }));
  const titleRef = useRef<HTMLInputElement>(null);
  const isClosedRef = useRef(false);
  const ids = {
    titleError: useId(),
    titleCount: useId(),
    createMore: useId(),
    formError: useId(),
  };

  const states = projectId === null ? [] : model.lookups.states(projectId);
  const stateId = values.stateId ?? defaultStateId(states);

  useEffect(() => {
    // The dialog is mounted while open and removed on close, so focus goes back by hand.
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const change = (patch: Partial<CreateWorkItemValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  };

  const chooseProject = (next: string) => {
    if (next === projectId) return;
    setChosenProjectId(next);
    // States, people, labels and estimates belong to a project; priority and dates carry over.
    setValues((current) => ({
      ...emptyValues(null),
      title: current.title,
      description: current.description,
      priority: current.priority,
      startDate: current.startDate,
      targetDate: current.targetDate,
    }));
  };

  /**
   * Whether the dialog may close now: not while the title is too long to keep as a draft, so
   * that nothing typed is lost; the title then says why and takes the focus.
   */
  const canClose = () => {
    if (isSaving || !isTitleTooLong(values.title)) return true;
    setTitleProblem(titleError(values.title));
    titleRef.current?.focus();
    return false;
  };

  const close = () => {
    if (isClosedRef.current) return;
    isClosedRef.current = true;
    model.setCreateOpen(false);
    if (!isSaving && projectId !== null && hasTypedText(values))
      void saveDraftOnClose(model, projectId, { ...values, stateId });
  };

  const submit = async () => {
    if (isSaving) return;
    const problem = titleError(values.title);
    setTitleProblem(problem);
    if (problem !== null) {
      titleRef.current?.focus();
      return;
    }
    if (projectId === null) {
      setFormError(t('dialog.chooseProject'));
      return;
    }
    const sent = { ...values, stateId };
    setIsSaving(true);
    setFormError(null);
    try {
      if (isDraftScreen) {
        await saveDraft(model, projectId, sent);
        showSuccessToast(t('dialog.draftSaved'));
      } else {
        const created = await model.store.create(model.slug, projectId, createBody(sent));
        const identifier = model.lookups.projectIdentifier(projectId);
        showSuccessToast(
          t('dialog.created', {
            name: identifier ? `${identifier}-${String(created.sequence_id)}` : created.name,
          }),
        );
      }
      if (isCreatingMore) {
        setValues(valuesForNext(sent));
        setEditorGeneration((generation) => generation + 1);
        titleRef.current?.focus();
      } else {
        isClosedRef.current = true;
        model.setCreateOpen(false);
      }
    } catch (failure) {
      setFormError(failureMessage(failure, t('dialog.createFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const submitText = isDraftScreen ? t('dialog.saveDraft') : t('dialog.title');
  // A title over the limit says so while it is typed, not only once submitted.
  const shownTitleProblem =
    titleProblem ?? (isTitleTooLong(values.title) ? titleError(values.title) : null);
  const count = titleCount(values.title);
  const describedBy = [
    shownTitleProblem === null ? null : ids.titleError,
    count === null ? null : ids.titleCount,
  ]
    .filter((id) => id !== null)
    .join(' ');
  return (
    <Dialog isOpen isWide title={t('dialog.title')} onClose={close} canClose={canClose}>
      <div className="flex flex-col gap-4" onKeyDown={onKeyDown}>
        {model.projectId === null && (
          <div className="flex">
            <ProjectSelect projects={projects} value={projectId} onChange={chooseProject} />
          </div>
        )}
        <div className="flex flex-col gap-1">
          <input
            ref={titleRef}
            data-autofocus
            value={values.title}
            aria-label={t('dialog.titleLabel')}
            placeholder={t('dialog.titleLabel')}
            aria-invalid={shownTitleProblem !== null || undefined}
            aria-describedby={describedBy === '' ? undefined : describedBy}
            onChange={(event) => {
              change({ title: event.target.value });
              if (titleProblem !== null) setTitleProblem(titleError(event.target.value));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.metaKey && !event.ctrlKey) {
                event.preventDefault();
                void submit();
              }
            }}
            className={cx(
              FIELD_CLASS,
              'h-10 text-lg font-medium placeholder:font-normal',
              shownTitleProblem === null ? 'border-strong hover:border-tertiary' : 'border-danger',
            )}
          />
          {(shownTitleProblem !== null || count !== null) && (
            <div className="flex items-start justify-between gap-3 text-sm">
              <p id={ids.titleError} className="text-danger">
                {shownTitleProblem}
              </p>
              {count !== null && (
                <p
                  id={ids.titleCount}
                  className={cx(
                    'shrink-0 tabular-nums',
                    isTitleTooLong(values.title) ? 'text-danger' : 'text-tertiary',
                  )}
                >
                  {count}
                </p>
              )}
            </div>
          )}
        </div>
        <div className="min-h-28 rounded-md border border-strong bg-surface px-3 py-1 shadow-xs transition-colors duration-100 focus-within:border-focus hover:border-tertiary">
          <RichTextEditor
            // "Create more" starts the next item with an empty editor.
            key={editorGeneration}
            variant="comment"
            label={t('dialog.description')}
            placeholder={t('dialog.descriptionPlaceholder')}
            initialHtml={values.description}
            onChange={(html) => {
              change({ description: html });
            }}
            {...(projectId === null ? {} : { mentionCandidates: mentionCandidatesOf(projectId) })}
          />
        </div>
        {projectId !== null && (
          <CreateWorkItemPickers
            projectId={projectId}
            values={{ ...values, stateId }}
            onChange={change}
          />
        )}
        {formError !== null && (
          <p id={ids.formError} role="alert" className="text-sm text-danger">
            {formError}
          </p>
        )}
        <div className="-mx-4 -mb-4 mt-1 flex flex-wrap items-center justify-between gap-3 border-t border-subtle px-4 py-3 md:-mx-5 md:-mb-5 md:px-5">
          <label
            htmlFor={ids.createMore}
            className="flex cursor-pointer items-center gap-2 text-sm whitespace-nowrap text-secondary touch:min-h-10"
          >
            <Switch id={ids.createMore} isOn={isCreatingMore} onChange={setIsCreatingMore} />
            {t('dialog.createMore')}
          </label>
          <div className="ml-auto flex items-center gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                if (canClose()) close();
              }}
            >
              {t('common:cancel')}
            </Button>
            <Button
              variant="primary"
              isLoading={isSaving}
              aria-keyshortcuts={IS_MAC ? 'Meta+Enter' : 'Control+Enter'}
              onClick={() => {
                void submit();
              }}
              trailingIcon={
                <span aria-hidden="true" className="text-xs font-normal opacity-75 touch:hidden">
                  {IS_MAC ? '⌘' : t('dialog.ctrl')} ↵
                </span>
              }
            >
              {submitText}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
});
