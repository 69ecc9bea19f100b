import { PRIORITIES, type Priority } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';

export interface NewRequestValues {
  name: string;
  description_html: string;
  priority: Priority;
}

/**
 * "New request": what someone asks of the project (a title, what they need, how urgent). Sending
 * puts it in the intake as pending; a refusal shows in the dialog, which stays open.
 */
export function NewRequestDialog({
  onClose,
  onSend,
}: {
  onClose: () => void;
  onSend: (values: NewRequestValues) => Promise<void>;
}) {
  const { t } = useTranslation(['intake', 'common', 'work-items']);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<Priority>('none');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('form.nameRequired'));
      return;
    }
    setIsSending(true);
    setFormError(null);
    try {
      await onSend({ name: name.trim(), description_html: description, priority });
      onClose();
    } catch (error) {
      setFormError(errorMessage(error, t('form.sendFailed')));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog isOpen isWide onClose={onClose} title={t('form.title')} description={t('form.hint')}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {formError !== null && <Alert>{formError}</Alert>}
        <TextField
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          error={nameError}
          maxLength={255}
          autoFocus
          onChange={(event) => {
            setNameError(null);
            setName(event.target.value);
          }}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-secondary">{t('form.description')}</span>
          <div className="rounded-md border border-strong bg-surface px-3 py-2">
            <RichTextEditor
              initialHtml=""
              variant="comment"
              label={t('form.description')}
              placeholder={t('form.descriptionPlaceholder')}
              onChange={setDescription}
            />
          </div>
        </div>
        <SelectField
          label={t('form.priority')}
          value={priority}
          options={PRIORITIES.map((value) => ({
            value,
            label: t(`work-items:priority.${value}`),
          }))}
          onChange={setPriority}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSending}>
            {t('form.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
