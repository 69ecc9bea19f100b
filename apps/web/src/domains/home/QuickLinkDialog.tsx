import type { QuickLink } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { TextField } from '#web/ui/TextField';
import { isQuickLinkUrl } from './quick-links';

/**
 * Adds a quick link or edits one: its address (http or https only, checked before it is sent)
 * and an optional title. A refusal shows at the field it names, and the dialog stays open.
 */
export function QuickLinkDialog({
  link,
  onClose,
  onSave,
}: {
  /** The link edited; null adds one. */
  link: QuickLink | null;
  onClose: () => void;
  onSave: (body: { url: string; title: string | null }) => Promise<void>;
}) {
  const { t } = useTranslation(['home', 'common']);
  const [url, setUrl] = useState(link?.url ?? '');
  const [title, setTitle] = useState(link?.title ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!isQuickLinkUrl(url)) {
      setUrlError(t('links.urlInvalid'));
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      await onSave({ url: url.trim(), title: title.trim() === '' ? null : title.trim() });
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('links.saveFailed'));
      if (error instanceof ApiError && error.field === 'url') setUrlError(message);
      else setFormError(message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={link ? t('links.editTitle') : t('links.addTitle')}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {formError !== null && <Alert>{formError}</Alert>}
        <TextField
          label={t('links.url')}
          placeholder={t('links.urlPlaceholder')}
          inputMode="url"
          value={url}
          error={urlError}
          autoFocus
          onChange={(event) => {
            setUrlError(null);
            setUrl(event.target.value);
          }}
        />
        <TextField
          label={t('links.linkTitle')}
          placeholder={t('links.titlePlaceholder')}
          value={title}
          maxLength={255}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {link ? t('links.save') : t('links.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
