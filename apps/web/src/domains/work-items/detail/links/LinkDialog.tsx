import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { TextField } from '#web/ui/TextField';
import { linkUrlProblem } from './link-display';
import type { LinkDraft } from './links-store';

export interface LinkDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The link being edited; null to add one. */
  initial: LinkDraft | null;
  /** Saves; resolves false when refused (the dialog stays open with what was typed). */
  onSave: (draft: LinkDraft) => Promise<boolean>;
}

/** The "link" modal: the address (checked as typed once tried) and an optional title. */
export function LinkDialog({ isOpen, onClose, initial, onSave }: LinkDialogProps) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={initial ? t('links.edit') : t('links.add')}>
      <LinkForm initial={initial} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function LinkForm({ initial, onClose, onSave }: Omit<LinkDialogProps, 'isOpen'>) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const [url, setUrl] = useState(initial?.url ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [isTried, setIsTried] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problem = linkUrlProblem(url);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setIsTried(true);
        if (problem !== null || isSaving) return;
        setIsSaving(true);
        void onSave({ url, title }).then((isSaved) => {
          setIsSaving(false);
          if (isSaved) onClose();
        });
      }}
    >
      <TextField
        label={t('links.url')}
        type="url"
        inputMode="url"
        placeholder={t('links.urlPlaceholder')}
        value={url}
        autoComplete="off"
        error={isTried ? problem : null}
        onChange={(event) => {
          setUrl(event.target.value);
        }}
        onBlur={() => {
          if (url.trim() !== '') setIsTried(true);
        }}
      />
      <TextField
        label={t('links.title')}
        hint={t('links.titleHint')}
        placeholder={t('links.titlePlaceholder')}
        value={title}
        maxLength={255}
        onChange={(event) => {
          setTitle(event.target.value);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {initial ? t('links.save') : t('links.add')}
        </Button>
      </div>
    </form>
  );
}
