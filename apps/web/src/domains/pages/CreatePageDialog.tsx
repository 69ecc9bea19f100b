import { MAX_PAGE_NAME_LENGTH, PAGE_ACCESS, type PageAccess } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';

/** What a new page starts with. */
export interface NewPageValues {
  name: string;
  access: PageAccess;
}

/**
 * Asks a new page's title (it may stay empty: "Untitled") and who sees it. `onCreate` creates it;
 * when that fails the dialog stays open, so that nothing typed is lost (the caller tells why).
 */
export function CreatePageDialog({
  initialAccess,
  onClose,
  onCreate,
}: {
  initialAccess: PageAccess;
  onClose: () => void;
  onCreate: (values: NewPageValues) => Promise<boolean>;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<PageAccess>(initialAccess);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async () => {
    setIsSaving(true);
    const isCreated = await onCreate({ name: name.trim(), access });
    setIsSaving(false);
    if (isCreated) onClose();
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('create.title')}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('create.name')}
          placeholder={t('row.untitled')}
          value={name}
          maxLength={MAX_PAGE_NAME_LENGTH}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
        <SelectField<PageAccess>
          label={t('create.access')}
          value={access}
          options={[
            { value: PAGE_ACCESS.public, label: t('access.public') },
            { value: PAGE_ACCESS.private, label: t('access.private') },
          ]}
          onChange={setAccess}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
