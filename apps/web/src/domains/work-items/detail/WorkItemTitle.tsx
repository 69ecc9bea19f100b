import { MAX_WORK_ITEM_NAME_LENGTH } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { cx } from '#web/ui/cx';
import { useWorkItemDetail } from './detail-context';

/**
 * The item's name, edited in place: it saves on Enter and on leaving the field. An empty name is
 * refused at the field (the server would refuse it too); leaving it empty puts the name back.
 */
export const WorkItemTitle = observer(function WorkItemTitle() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, workItemId, canEditFields: canEdit, mode } = useWorkItemDetail();
  const workItems = useWorkItems();
  const item = workItems.get(workItemId);
  const name = item?.name ?? '';
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  /** The name when the field took focus; null while it does not have it. */
  const editStart = useRef<string | null>(null);
  /** Escape was pressed: the blur that follows must not save what was typed. */
  const isCancelling = useRef(false);

  // Another edit (a list, another person) changes the name: show it, unless the field has focus,
  // where it would replace what is being typed.
  useEffect(() => {
    if (editStart.current === null) setDraft(name);
  }, [name]);

  const save = (isLeaving: boolean) => {
    const next = draft.trim();
    if (next === '') {
      if (isLeaving) {
        setDraft(name);
        setProblem(null);
      } else setProblem(t('title.required'));
      return;
    }
    setProblem(null);
    // Read from the store, not the render: Enter saves and then blurs, and must not save twice.
    const current = workItems.get(workItemId)?.name;
    // Left as it was while someone else renamed the item: take their name, do not write the old.
    if (next === editStart.current && current !== undefined && current !== next) {
      setDraft(current);
      return;
    }
    if (next !== current) void workItems.update(slug, workItemId, { name: next });
    if (next !== draft) setDraft(next);
  };

  const className = cx(
    'w-full resize-none bg-transparent font-semibold tracking-tight text-primary outline-none [field-sizing:content] placeholder:text-tertiary',
    mode === 'page' ? 'text-2xl leading-8' : 'text-xl leading-7',
  );

  if (!canEdit)
    return (
      <h1 className={className} data-testid="work-item-title">
        {name}
      </h1>
    );

  return (
    <div>
      <textarea
        aria-label={t('title.label')}
        data-testid="work-item-title"
        rows={1}
        maxLength={MAX_WORK_ITEM_NAME_LENGTH}
        value={draft}
        placeholder={t('title.placeholder')}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? errorId : undefined}
        onChange={(event) => {
          // A title is one line: a pasted line break becomes a space.
          setDraft(event.target.value.replace(/\r?\n/g, ' '));
          if (problem !== null && event.target.value.trim() !== '') setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save(false);
            if (draft.trim() !== '') event.currentTarget.blur();
          }
          if (event.key === 'Escape') {
            event.stopPropagation();
            isCancelling.current = true;
            setDraft(name);
            setProblem(null);
            event.currentTarget.blur();
          }
        }}
        onFocus={() => {
          editStart.current = name;
        }}
        onBlur={() => {
          if (isCancelling.current) isCancelling.current = false;
          else save(true);
          editStart.current = null;
        }}
        className={cx(
          className,
          '-mx-2 w-[calc(100%+1rem)] rounded-md px-2 py-1 transition-colors duration-100 hover:bg-surface-hover focus:bg-transparent focus-visible:outline-2 focus-visible:outline-focus',
        )}
      />
      {problem !== null && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
});
