import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/ui/Spinner';

export interface InlineSubItemFormProps {
  /** Creates the item; resolves false when refused (the text stays for another try). */
  onCreate: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * A name field under the sub-items: Enter creates one and leaves the field open for the next,
 * Escape (or leaving it empty) closes it.
 */
export function InlineSubItemForm({ onCreate, onClose }: InlineSubItemFormProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const [name, setName] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  async function submit() {
    const trimmed = name.trim();
    if (trimmed === '' || isSaving) return;
    setIsSaving(true);
    const isCreated = await onCreate(trimmed);
    setIsSaving(false);
    if (isCreated) setName('');
  }

  return (
    <form
      className="mt-0.5 flex h-9 items-center gap-2 rounded-md border border-strong bg-surface px-2 focus-within:outline-2 focus-within:outline-focus"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {isSaving ? (
        <Spinner size={14} className="text-tertiary" />
      ) : (
        <span
          aria-hidden="true"
          className="size-3.5 rounded-full border border-dashed border-strong"
        />
      )}
      <input
        // The field appears because the person asked for it; typing starts there.
        autoFocus
        value={name}
        maxLength={255}
        aria-label={t('subItems.nameLabel')}
        placeholder={t('subItems.namePlaceholder')}
        onChange={(event) => {
          setName(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
        onBlur={() => {
          if (name.trim() === '' && !isSaving) onClose();
        }}
        className="h-full min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
      />
      <span className="shrink-0 text-xs text-tertiary">{t('subItems.nameHint')}</span>
    </form>
  );
}
