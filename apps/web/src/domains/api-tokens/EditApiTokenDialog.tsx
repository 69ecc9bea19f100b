import type { ApiToken, UpdateApiTokenBody } from '@keel/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { ApiTokenFields, useApiTokenFields } from './ApiTokenFields';

/**
 * Changes a token's label and description; its secret and expiry stay as they are. Open while
 * `token` is set; closing hands focus back to what opened it. A refusal is shown in the dialog,
 * which stays open to try again.
 */
export function EditApiTokenDialog({
  token,
  onClose,
  onSave,
}: {
  token: ApiToken | null;
  onClose: () => void;
  onSave: (tokenId: string, body: UpdateApiTokenBody) => Promise<ApiToken>;
}) {
  const { t } = useTranslation('api-tokens');
  return (
    <Dialog
      isOpen={token !== null}
      onClose={onClose}
      title={t('edit.title')}
      description={t('edit.description')}
    >
      {token !== null && (
        <EditForm key={token.id} token={token} onClose={onClose} onSave={onSave} />
      )}
    </Dialog>
  );
}

function EditForm({
  token,
  onClose,
  onSave,
}: {
  token: ApiToken;
  onClose: () => void;
  onSave: (tokenId: string, body: UpdateApiTokenBody) => Promise<ApiToken>;
}) {
  const { t } = useTranslation(['api-tokens', 'common']);
  const fields = useApiTokenFields({ label: token.label, description: token.description });
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const values = fields.read();
    if (values === null) return;
    if (values.label === token.label && values.description === token.description) {
      onClose();
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      await onSave(token.id, values);
      onClose();
    } catch (error) {
      const message = errorMessage(error, t('edit.failed'));
      if (!fields.showError(error, message)) setFormError(message);
      setIsSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {formError !== null && <Alert>{formError}</Alert>}
      <ApiTokenFields fields={fields} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isLoading={isSaving}>
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
