import { scopePrefill } from './quick-add-prefill';
import type { CreateWorkItemBody } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { Spinner } from '#web/ui/Spinner';
import { useWorkItemsScreen } from '../screen-context';

export interface QuickAddWorkItemProps {
  /** Fields the new item starts with, so that it lands in the group it was typed in. */
  prefill: Partial<CreateWorkItemBody>;
  /** 'row': a list row; 'card': the foot of a kanban column. */
  variant: 'row' | 'card';
  /** Controls whether the input is open (a group header's "+" opens it); uncontrolled without. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * "+ New work item": opens an inline input; Enter creates the item with the group's prefill and
 * keeps the input open and empty for the next one; Escape, or leaving it empty, closes it. A
 * refusal is shown under the input with the server's message, and the name is kept.
 */
export const QuickAddWorkItem = observer(function QuickAddWorkItem({
  prefill,
  variant,
  isOpen: controlledOpen,
  onOpenChange,
}: QuickAddWorkItemProps) {
  const { t } = useTranslation(['work-item-create', 'common']);
  const model = useWorkItemsScreen();
  const [ownOpen, setOwnOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const isOpen = controlledOpen ?? ownOpen;
  const projectId = model.projectId;

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) setError(null);
  };

  if (!model.canQuickAdd || projectId === null) return null;

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    setName('');
    setError(null);
    setPending((count) => count + 1);
    try {
      await model.store.create(model.slug, projectId, {
        name: trimmed,
        ...scopePrefill(model.scope, prefill),
      });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : t('dialog.createFailed'),
      );
      setName((current) => (current === '' ? trimmed : current));
    } finally {
      setPending((count) => count - 1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setName('');
      setOpen(false);
    }
  };

  const shape =
    variant === 'row'
      ? 'h-9 px-4'
      : 'min-h-9 rounded-lg border border-subtle bg-surface px-3 shadow-xs';

  if (!isOpen)
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        className={cx(
          'flex w-full items-center gap-2 text-left text-base text-tertiary outline-none transition-colors duration-100 hover:bg-surface-hover hover:text-primary focus-visible:bg-surface-hover focus-visible:text-primary',
          variant === 'row' ? 'h-9 px-4' : 'h-8 rounded-md px-2',
        )}
      >
        <Icon name="plus" size={14} />
        {t('quickAdd.button')}
      </button>
    );

  return (
    <div className={cx('flex flex-col justify-center', variant === 'card' && 'gap-1')}>
      <div className={cx('flex items-center gap-2', shape)}>
        <Icon name="plus" size={14} className="text-tertiary" />
        <input
          autoFocus
          value={name}
          aria-label={t('quickAdd.nameLabel')}
          placeholder={t('quickAdd.namePlaceholder')}
          aria-invalid={error !== null}
          onChange={(event) => {
            setName(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (name.trim() === '' && pending === 0) setOpen(false);
          }}
          className="h-8 min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
        />
        {pending > 0 && (
          <Spinner size={14} label={t('quickAdd.creating')} className="text-tertiary" />
        )}
      </div>
      {error !== null && (
        <p
          role="alert"
          className={cx('pb-2 text-sm text-danger', variant === 'row' ? 'px-10' : 'px-3')}
        >
          {error}
        </p>
      )}
    </div>
  );
});
